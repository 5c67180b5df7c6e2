"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useRegister } from "@/lib/client/hooks/use-user";
import { useZodForm } from "@/lib/client/use-form";
import { registerFormSchema } from "@/lib/shared/schemas/user";

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useZodForm(registerFormSchema, {
    username: "",
    email: "",
    fullName: "",
    password: "",
    confirmPassword: "",
  });
  const register = useRegister();
  const bind = (key: "username" | "email" | "fullName" | "password" | "confirmPassword") => ({
    name: key,
    value: form.values[key] ?? "",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setField(key, event.target.value),
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const input = form.validate();
        if (!input) return;
        // The confirmation is checked here and never sent to the server.
        const { confirmPassword: _confirm, ...body } = input;
        register.mutate(
          { ...body, fullName: body.fullName || null },
          { onSuccess, onError: (error) => form.applyServerError(error) },
        );
      }}
    >
      <Field label="Username" error={form.errors.username}>
        <Input autoComplete="username" {...bind("username")} />
      </Field>
      <Field label="Email" error={form.errors.email} hint="Use your company email address.">
        <Input type="email" autoComplete="email" {...bind("email")} />
      </Field>
      <Field label="Full name (optional)" error={form.errors.fullName}>
        <Input autoComplete="name" {...bind("fullName")} />
      </Field>
      <Field label="Password" error={form.errors.password} hint="At least 8 characters.">
        <Input type="password" autoComplete="new-password" {...bind("password")} />
      </Field>
      <Field label="Confirm password" error={form.errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...bind("confirmPassword")} />
      </Field>
      {register.error &&
      !Object.keys(form.errors).some((key) => form.errors[key as keyof typeof form.errors]) ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {register.error.message}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
