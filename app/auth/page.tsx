import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Logo } from "@/components/shell/logo";
import { getCurrentUser } from "@/lib/server/auth/session";
import { paramValue } from "@/lib/shared/page-params";
import { AuthTabs } from "./auth-tabs";
import { MarketingPanel } from "./marketing-panel";

export const metadata: Metadata = { title: "Sign in" };

/**
 * Sign in and registration; no header or footer. A signed-in visitor goes to the dashboard. The
 * page is drawn on the server; the tabs and their forms are the only client code.
 */
export default async function AuthPage({ searchParams }: PageProps<"/auth">) {
  if (await getCurrentUser()) redirect("/");
  const tab = paramValue((await searchParams).tab) === "register" ? "register" : "login";
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col justify-center px-6 py-12 sm:px-12">
        <div className="mx-auto w-full max-w-md space-y-8">
          <Logo prefetch={false} />
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Welcome to Pitchside</h1>
            <p className="text-sm text-muted-foreground">
              Sign in or create an account to find sponsors for your events.
            </p>
          </div>
          <AuthTabs initialTab={tab} />
        </div>
      </main>
      <MarketingPanel />
    </div>
  );
}
