"use client";

import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useChangePassword } from "@/lib/client/hooks/use-security";
import { useZodForm } from "@/lib/client/use-form";
import { toastError } from "@/lib/client/use-toast";
import { changePasswordCheck } from "@/lib/shared/account-form-checks";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "", revokeTokens: true };

/**
 * Current password, new password and its confirmation (which stays in the browser), and whether
 * to revoke the account's API tokens too (checked by default: a password is usually changed
 * because someone else may know it).
 */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordCheck, EMPTY);
  const change = useChangePassword();

  return (
    <form
      noValidate
      className="grid max-w-md gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const input = form.validate();
        if (!input) return;
        const { confirmPassword: _confirm, ...body } = input;
        change.mutate(body, {
          onSuccess: () => form.reset(EMPTY),
          onError: (error) => {
            // Field errors sit next to their field; anything else (too many attempts) is a toast.
            if (!form.applyServerError(error)) toastError(error);
          },
        });
      }}
    >
      <Field label="Current password" error={form.errors.currentPassword}>
        <Input type="password" autoComplete="current-password" {...form.bind("currentPassword")} />
      </Field>
      <Field
        label="New password"
        error={form.errors.newPassword}
        hint="At least 8 characters. A phrase of a few words is easy to remember and hard to guess."
      >
        <Input type="password" autoComplete="new-password" {...form.bind("newPassword")} />
      </Field>
      <Field label="Confirm new password" error={form.errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...form.bind("confirmPassword")} />
      </Field>
      <CheckboxField
        id="revoke-tokens"
        label="Also revoke my API tokens (software and AI assistants using them will stop working)"
        checked={form.values.revokeTokens === true}
        onCheckedChange={(checked) => form.setField("revokeTokens", checked)}
        wraps
      />
      <div>
        <Button type="submit" disabled={change.isPending || !form.ready}>
          {change.isPending ? "Changing..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}
