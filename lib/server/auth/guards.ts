import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser, type CurrentUser } from "./session";

/** For protected pages: the signed-in user, or a redirect to /auth. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/auth");
  return user;
}

export function withoutSession({ sessionId: _sessionId, ...user }: CurrentUser) {
  return user;
}
