import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { QUERY_KEYS } from "@/lib/client/query-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { dehydrateQueries } from "@/lib/server/hydration";
import { getUserSettings } from "@/lib/server/users/settings";
import { SettingsForm } from "./settings-form";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser();
  const settings = await getUserSettings(user.id);
  return (
    <HydrationBoundary state={dehydrateQueries([[QUERY_KEYS.userSettings, settings]])}>
      <PageHeader title="Settings" description="Display, default event brand and notifications." />
      <SettingsForm />
    </HydrationBoundary>
  );
}
