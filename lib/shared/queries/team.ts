/** Reads of the team (admins): its members and the pending invitations. */
import type { InvitationView } from "@/lib/shared/schemas/account";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { apiQuery, STALE } from "./define";

export const teamQuery = apiQuery<PublicUser[]>({
  root: "team",
  path: () => "/api/users",
  staleTime: STALE.list,
});

export const invitationsQuery = apiQuery<InvitationView[]>({
  root: "invitations",
  path: () => "/api/invitations",
  staleTime: STALE.list,
});
