"use client";

import { useForgotPassword } from "@/lib/client/hooks/use-account-requests";
import { useZodForm } from "@/lib/client/use-form";
import { emailRequestCheck } from "@/lib/shared/auth-rules";
import { AuthFrame } from "../auth-frame";
import { AuthSubmit } from "../auth-submit";
import { useAccountForm } from "../use-account-form";
import { Field, Input } from "@/components/ui/lean";

/** Ask for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordView() {
  const form = useZodForm(emailRequestCheck, { email: "" });
  const request = useForgotPassword();
  const formProps = useAccountForm(form, (input, showServerError) =>
    request.mutate(input.email, { onError: showServerError }),
  );

  if (request.data) {
    return (
      <AuthFrame title="Check your email" focusHeading>
        <p className="text-sm">
          If an account exists for <strong>{request.data.email}</strong>, we sent it a link to
          choose a new password. The link works once, for 1 hour.
        </p>
        <p className="text-sm text-muted-foreground">
          Nothing arrived after a few minutes? Check your spam folder, or ask again.
        </p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password. The link also lifts a sign-in lock on your account."
    >
      <form {...formProps} className="space-y-4">
        <Field label="Email" error={form.errors.email}>
          <Input type="email" autoComplete="email" {...form.bind("email")} />
        </Field>
        <AuthSubmit
          error={request.error && !form.errors.email ? request.error.message : null}
          pending={request.isPending}
          label="Send reset link"
          pendingLabel="Sending..."
        />
      </form>
    </AuthFrame>
  );
}
