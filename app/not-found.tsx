import { connection } from "next/server";
import { NotFoundCard } from "@/components/errors/not-found-card";
import { AppShell } from "@/components/shell/app-shell";
import { EventContextProvider } from "@/lib/client/event-context";
import { getCurrentUser } from "@/lib/server/auth/session";
import { withoutSession } from "@/lib/server/auth/guards";

/** Unknown paths: a 'Page Not Found' card, inside the shell (with a Login button when signed out). */
export default async function NotFound() {
  await connection();
  const user = await getCurrentUser();
  return (
    <EventContextProvider initialSelectedId={null} preferredId={null}>
      <AppShell user={user ? withoutSession(user) : null}>
        <NotFoundCard
          backHref={user ? "/" : "/auth"}
          backLabel={user ? "Go to Dashboard" : "Go to Login"}
        />
      </AppShell>
    </EventContextProvider>
  );
}
