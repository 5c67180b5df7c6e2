"use client";

import Link from "next/link";
import { useState } from "react";
import { errorReason, useResetPassword } from "@/lib/client/hooks/use-account-requests";
import { useZodForm } from "@/lib/client/use-form";
import { LINK_MESSAGES, linkProblemOfReason, type LinkProblem } from "@/lib/shared/account-links";
import { resetPasswordCheck } from "@/lib/shared/auth-rules";
import { AuthFrame, ReadyToSignIn } from "../auth-frame";
import { NewPasswordFields } from "../password-fields";
import { AuthSubmit } from "../auth-submit";
import { LinkProblemAlert } from "../link-problem";
import { useAccountForm } from "../use-account-form";
import { buttonClass } from "@/components/ui/lean";

export function ResetPasswordView({
  token,
  problem: initialProblem,
}: {
  token: string;
  problem: LinkProblem | null;
}) {
  const form = useZodForm(resetPasswordCheck, { password: "", confirmPassword: "" });
  const reset = useResetPassword();
  const [problem, setProblem] = useState(initialProblem);
  const formProps = useAccountForm(form, (input, showServerError) =>
    // The confirmation is checked here and never sent to the server.
    reset.mutate(
      { token, password: input.password },
      {
        onError: (error) => {
          const dead = linkProblemOfReason(errorReason(error));
          if (dead) setProblem(dead);
          else showServerError(error);
        },
      },
    ),
  );

  if (reset.data) {
    return (
      <ReadyToSignIn
        title="Password changed"
        description="Your new password is set, and every session of your account was signed out. Sign in with the new password."
      />
    );
  }

  if (problem) {
    return (
      <AuthFrame title="Reset your password" focusHeading={problem !== initialProblem}>
        <LinkProblemAlert message={LINK_MESSAGES["reset-password"][problem]} />
        <Link href="/auth/forgot-password" className={buttonClass("outline", "w-full")}>
          Ask for a new link
        </Link>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Choose a new password"
      description="Use at least 8 characters; a few unrelated words make a strong password that is easy to remember."
    >
      <form {...formProps} className="space-y-4">
        <NewPasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
        <AuthSubmit
          error={
            reset.error && !form.errors.password && !form.errors.confirmPassword
              ? reset.error.message
              : null
          }
          pending={reset.isPending}
          label="Change password"
          pendingLabel="Changing password..."
        />
      </form>
    </AuthFrame>
  );
}
