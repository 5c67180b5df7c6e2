import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { getUserSettings } from "@/lib/server/users/settings";
import { userSettingsQuery } from "@/lib/shared/queries/account";
import { SettingsForm } from "./settings-form";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser();
  const state = await prefetched(
    prefetch(userSettingsQuery, undefined, () => getUserSettings(user.id)),
  );
  return (
    <HydrationBoundary state={state}>
      <PageHeader title="Settings" description="Display, default event brand and notifications." />
      <SettingsForm />
    </HydrationBoundary>
  );
}
