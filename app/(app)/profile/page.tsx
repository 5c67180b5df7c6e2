import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { requireUser } from "@/lib/server/auth/guards";
import { listActiveSessions } from "@/lib/server/auth/sessions";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { sessionsQuery } from "@/lib/shared/queries/account";
import { ProfileView } from "./profile-view";

export const metadata: Metadata = { title: "Profile" };

// The signed-in user is loaded by the layout and hydrated into the client cache; the Security
// tab's sessions list is loaded here.
export default async function ProfilePage() {
  const user = await requireUser();
  const state = await prefetched(
    prefetch(sessionsQuery, undefined, () => listActiveSessions(user.id, user.sessionId)),
  );
  return (
    <HydrationBoundary state={state}>
      <ProfileView />
    </HydrationBoundary>
  );
}
