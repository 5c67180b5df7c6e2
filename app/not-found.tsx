import { connection } from "next/server";
import { withoutSession } from "@/lib/server/auth/guards";
import { getCurrentUser } from "@/lib/server/auth/session";
import { isDevBannerDismissed } from "@/lib/server/dev-banner";
import { NotFoundShell } from "./not-found-shell";

/** Unknown paths: a 'Page Not Found' card, inside the shell (with a Login button when signed out). */
export default async function NotFound() {
  await connection();
  const user = await getCurrentUser();
  return (
    <NotFoundShell
      user={user ? withoutSession(user) : null}
      devBannerDismissed={await isDevBannerDismissed()}
    />
  );
}
