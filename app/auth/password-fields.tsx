import type { ComponentProps } from "react";
import { Field, Input } from "@/components/ui/lean";

type PasswordKey = "password" | "confirmPassword";

/** A new password and its confirmation (checked in the browser, never sent). */
export function NewPasswordFields({
  form,
  label = "Password",
  confirmLabel = "Confirm password",
}: {
  form: {
    errors: Partial<Record<PasswordKey, string>>;
    bind: (key: PasswordKey) => ComponentProps<"input">;
  };
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <Field label={label} error={form.errors.password} hint="At least 8 characters.">
        <Input type="password" autoComplete="new-password" {...form.bind("password")} />
      </Field>
      <Field label={confirmLabel} error={form.errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...form.bind("confirmPassword")} />
      </Field>
    </>
  );
}
