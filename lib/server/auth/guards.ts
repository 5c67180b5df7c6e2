import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { SELECTED_BRAND_COOKIE } from "@/lib/shared/event-context";
import { getCurrentUser, type CurrentUser } from "./session";

/** For protected pages: the signed-in user, or a redirect to /auth. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/auth");
  return user;
}

/** The event brand the browser last selected (the cookie mirror of local storage), if any. */
export async function selectedBrandCookie(): Promise<string | undefined> {
  return (await cookies()).get(SELECTED_BRAND_COOKIE)?.value;
}

export function withoutSession({ sessionId: _sessionId, ...user }: CurrentUser) {
  return user;
}
