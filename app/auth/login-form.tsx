"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useLogin } from "@/lib/client/hooks/use-user";
import { useZodForm } from "@/lib/client/use-form";
import { loginSchema } from "@/lib/shared/schemas/user";
import { AuthSubmit } from "./auth-submit";

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useZodForm(loginSchema, { username: "", password: "", rememberMe: false });
  const login = useLogin();

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const input = form.validate();
        if (input)
          login.mutate(input, { onSuccess, onError: (error) => form.applyServerError(error) });
      }}
    >
      {/* The product labels the sign-in identifier "Email"; a username works too. */}
      <Field label="Email" error={form.errors.username}>
        <Input
          {...form.bind("username")}
          autoComplete="username"
          placeholder="you@company.com or username"
        />
      </Field>
      <Field label="Password" error={form.errors.password}>
        <Input {...form.bind("password")} type="password" autoComplete="current-password" />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id="remember-me"
          checked={form.values.rememberMe === true}
          onCheckedChange={(checked) => form.setField("rememberMe", checked === true)}
        />
        <Label htmlFor="remember-me" className="font-normal">
          Remember me for 30 days
        </Label>
      </div>
      <AuthSubmit
        error={login.error && !Object.keys(form.errors).length ? login.error.message : null}
        pending={login.isPending}
        label="Login"
        pendingLabel="Signing in..."
      />
    </form>
  );
}
