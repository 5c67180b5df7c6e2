"use client";

import { useState } from "react";
import { errorReason, useVerifyEmail } from "@/lib/client/hooks/use-account-requests";
import { LINK_MESSAGES, linkProblemOfReason, type LinkProblem } from "@/lib/shared/account-links";
import { AuthFrame, ReadyToSignIn } from "../auth-frame";
import { AuthSubmit } from "../auth-submit";
import { LinkProblemAlert } from "../link-problem";
import { ResendVerificationForm } from "../resend-verification";

export function VerifyEmailView({
  token,
  problem: initialProblem,
}: {
  token: string;
  problem: LinkProblem | null;
}) {
  const verify = useVerifyEmail();
  const [problem, setProblem] = useState(initialProblem);

  if (verify.data) {
    return (
      <ReadyToSignIn
        title="Email verified"
        description={`${verify.data.email} is verified. Sign in to start using Pitchside.`}
      />
    );
  }

  if (problem) {
    return (
      <AuthFrame title="Verify your email address" focusHeading={problem !== initialProblem}>
        <LinkProblemAlert message={LINK_MESSAGES["verify-email"][problem]} />
        <ResendVerificationForm />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Confirm your email address"
      description="Confirm this address to finish creating your Pitchside account. You can sign in once it is confirmed."
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate(token, {
            onError: (error) => setProblem(linkProblemOfReason(errorReason(error))),
          });
        }}
      >
        <AuthSubmit
          error={verify.error?.message ?? null}
          pending={verify.isPending}
          label="Confirm email address"
          pendingLabel="Confirming..."
        />
      </form>
    </AuthFrame>
  );
}
