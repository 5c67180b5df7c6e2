import type { Metadata } from "next";
import { findInvitationPreview } from "@/lib/server/accounts/invitations";
import { paramValue } from "@/lib/shared/page-params";
import { AuthFrame } from "../auth-frame";
import { LinkProblemAlert } from "../link-problem";
import { AcceptInvitationForm } from "./accept-invitation-form";

export const metadata: Metadata = { title: "Accept invitation" };

/** The invitation link's page: who is invited and as what; opening it changes nothing. */
export default async function InvitePage({ searchParams }: PageProps<"/auth/invite">) {
  const token = paramValue((await searchParams).token) ?? "";
  const preview = await findInvitationPreview(token);
  if (!preview.ok) {
    return (
      <AuthFrame title="Join Pitchside">
        <LinkProblemAlert message={preview.message} />
      </AuthFrame>
    );
  }
  const { email, role } = preview.invitation;
  return (
    <AuthFrame
      title="Join Pitchside"
      description={`You were invited to join the team as ${role === "admin" ? "an admin" : "a member"}. Choose a username and a password to create your account.`}
      backToSignIn={false}
    >
      <AcceptInvitationForm token={token} email={email} role={role} />
    </AuthFrame>
  );
}
