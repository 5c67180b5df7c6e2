"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useRegister } from "@/lib/client/hooks/use-user";
import { useZodForm } from "@/lib/client/use-form";
import { registerFormSchema } from "@/lib/shared/schemas/user";
import { AuthSubmit } from "./auth-submit";

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useZodForm(registerFormSchema, {
    username: "",
    email: "",
    fullName: "",
    password: "",
    confirmPassword: "",
  });
  const register = useRegister();

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
        <Input autoComplete="username" {...form.bind("username")} />
      </Field>
      <Field label="Email" error={form.errors.email} hint="Use your company email address.">
        <Input type="email" autoComplete="email" {...form.bind("email")} />
      </Field>
      <Field label="Full name (optional)" error={form.errors.fullName}>
        <Input autoComplete="name" {...form.bind("fullName")} />
      </Field>
      <Field label="Password" error={form.errors.password} hint="At least 8 characters.">
        <Input type="password" autoComplete="new-password" {...form.bind("password")} />
      </Field>
      <Field label="Confirm password" error={form.errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...form.bind("confirmPassword")} />
      </Field>
      <AuthSubmit
        error={
          register.error &&
          !Object.keys(form.errors).some((key) => form.errors[key as keyof typeof form.errors])
            ? register.error.message
            : null
        }
        pending={register.isPending}
        label="Create account"
        pendingLabel="Creating account..."
      />
    </form>
  );
}
