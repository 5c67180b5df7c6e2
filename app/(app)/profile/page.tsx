import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { SESSIONS_KEY } from "@/lib/client/hooks/session-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { listActiveSessions } from "@/lib/server/auth/sessions";
import { dehydrateQueries } from "@/lib/server/hydration";
import { ProfileView } from "./profile-view";

export const metadata: Metadata = { title: "Profile" };

// The signed-in user is loaded by the layout and hydrated into the client cache; the Security
// tab's sessions list is loaded here.
export default async function ProfilePage() {
  const user = await requireUser();
  const sessions = await listActiveSessions(user.id, user.sessionId);
  return (
    <HydrationBoundary state={dehydrateQueries([[SESSIONS_KEY, sessions]])}>
      <ProfileView />
    </HydrationBoundary>
  );
}
