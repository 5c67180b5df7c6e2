import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { PageHeader } from "@/components/shell/page-header";
import { listInvitations } from "@/lib/server/accounts/invitations";
import { requireUser } from "@/lib/server/auth/guards";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { invitationsQuery, teamQuery } from "@/lib/shared/queries/team";
import { listTeam } from "@/lib/server/users/team";
import { CreateMemberDialog } from "./create-member-dialog";
import { InviteMemberDialog } from "./invite-member-dialog";
import { PendingInvitations } from "./pending-invitations";
import { TeamTable } from "./team-table";

export const metadata: Metadata = { title: "Teams" };

export default async function TeamsPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  const state = await prefetched(
    prefetch(teamQuery, undefined, listTeam),
    prefetch(invitationsQuery, undefined, listInvitations),
  );
  return (
    <HydrationBoundary state={state}>
      <PageHeader
        title="Teams"
        description="Who can sign in to Pitchside, and with which role."
        actions={
          <>
            <InviteMemberDialog />
            <CreateMemberDialog />
          </>
        }
      />
      <TeamTable currentUserId={user.id} />
      <PendingInvitations />
    </HydrationBoundary>
  );
}
