"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorReason, useAcceptInvitation } from "@/lib/client/hooks/use-account-requests";
import { useZodForm } from "@/lib/client/use-form";
import { LINK_MESSAGES, linkProblemOfReason, type LinkProblem } from "@/lib/shared/account-links";
import { invitationAcceptCheck } from "@/lib/shared/auth-rules";
import { NewPasswordFields } from "../password-fields";
import { AuthSubmit } from "../auth-submit";
import { LinkProblemAlert } from "../link-problem";
import { useAccountForm } from "../use-account-form";
import { Field, Input } from "@/components/ui/lean";

const FIELDS = ["username", "fullName", "password", "confirmPassword"] as const;

/** Choose a username and password; the account is created with the invited address and role. */
export function AcceptInvitationForm({
  token,
  email,
  role,
}: {
  token: string;
  email: string;
  role: string;
}) {
  const router = useRouter();
  const form = useZodForm(invitationAcceptCheck, {
    username: "",
    fullName: "",
    password: "",
    confirmPassword: "",
  });
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const formProps = useAccountForm(form, (input, showServerError) => {
    // The confirmation is checked here and never sent to the server.
    accept.mutate(
      { ...input, token, fullName: input.fullName || null },
      {
        onSuccess: () => {
          router.replace("/");
          router.refresh();
        },
        onError: (error) => {
          const dead = linkProblemOfReason(errorReason(error));
          if (dead) setProblem(dead);
          else showServerError(error);
        },
      },
    );
  });

  // A server error on a field this form shows is shown there; any other (the address now has an
  // account, too many requests) above the button.
  const shownOnField = FIELDS.some((key) => form.errors[key]);

  if (problem) return <LinkProblemAlert message={LINK_MESSAGES.invitation[problem]} />;

  return (
    <form {...formProps} className="space-y-4">
      <Field label="Email" hint="The invited address; it cannot be changed here.">
        <Input type="email" value={email} readOnly autoComplete="email" />
      </Field>
      <Field label="Role">
        <Input value={role === "admin" ? "Admin" : "User"} readOnly />
      </Field>
      <Field label="Username" error={form.errors.username}>
        <Input autoComplete="username" {...form.bind("username")} />
      </Field>
      <Field label="Full name (optional)" error={form.errors.fullName}>
        <Input autoComplete="name" {...form.bind("fullName")} />
      </Field>
      <NewPasswordFields form={form} />
      <AuthSubmit
        error={accept.error && !shownOnField ? accept.error.message : null}
        pending={accept.isPending}
        label="Create account"
        pendingLabel="Creating account..."
      />
    </form>
  );
}
