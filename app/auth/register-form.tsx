"use client";

import { useRegister } from "@/lib/client/hooks/use-account-requests";
import { useZodForm } from "@/lib/client/use-form";
import { registerCheck } from "@/lib/shared/auth-rules";
import { NewPasswordFields } from "./password-fields";
import { AuthSubmit } from "./auth-submit";
import { useAccountForm } from "./use-account-form";
import { Field, Input } from "@/components/ui/lean";

/** Registration: on success the account waits for its address to be verified. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useZodForm(registerCheck, {
    username: "",
    email: "",
    fullName: "",
    password: "",
    confirmPassword: "",
  });
  const register = useRegister();

  const formProps = useAccountForm(form, (input, showServerError) => {
    // The confirmation is checked here and never sent to the server.
    const { confirmPassword: _confirm, ...body } = input;
    register.mutate(
      { ...body, fullName: body.fullName || null },
      { onSuccess: (answer) => onRegistered(answer.email), onError: showServerError },
    );
  });

  return (
    <form {...formProps} className="space-y-4">
      <Field label="Username" error={form.errors.username}>
        <Input autoComplete="username" {...form.bind("username")} />
      </Field>
      <Field label="Email" error={form.errors.email} hint="Use your company email address.">
        <Input type="email" autoComplete="email" {...form.bind("email")} />
      </Field>
      <Field label="Full name (optional)" error={form.errors.fullName}>
        <Input autoComplete="name" {...form.bind("fullName")} />
      </Field>
      <NewPasswordFields form={form} />
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
