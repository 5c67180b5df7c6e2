import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/server/auth/guards";
import { listApiTokens } from "@/lib/server/api-tokens/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { getUserSettings } from "@/lib/server/users/settings";
import { userSettingsQuery } from "@/lib/shared/queries/account";
import { apiTokensQuery } from "@/lib/shared/queries/api-tokens";
import { ApiTokensSection } from "./api-tokens-section";
import { SettingsForm } from "./settings-form";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser();
  const state = await prefetched(
    prefetch(userSettingsQuery, undefined, () => getUserSettings(user.id)),
    prefetch(apiTokensQuery, undefined, () => listApiTokens(user.id)),
  );
  return (
    <HydrationBoundary state={state}>
      <PageHeader
        title="Settings"
        description="Display, default event brand, notifications and API tokens."
      />
      <SettingsForm />
      <div className="mt-6 max-w-4xl">
        <ApiTokensSection />
      </div>
      {/* Developers: the API reference (its own block, apart from the sections above). */}
      <Card className="mt-6 max-w-4xl">
        <CardHeader>
          <CardTitle>Developers</CardTitle>
          <CardDescription>
            <Link className="text-primary underline" href="/developers">
              API reference
            </Link>{" "}
            — every operation of the Pitchside API, generated from the code.
          </CardDescription>
        </CardHeader>
      </Card>
    </HydrationBoundary>
  );
}
