import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { AdminPage } from "@/components/shell/admin-page";
import { requireUser } from "@/lib/server/auth/guards";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { listWebhookSubscriptions } from "@/lib/server/webhooks/queries";
import { webhookListQuery } from "@/lib/shared/queries/webhooks";
import { WebhooksView } from "./webhooks-view";

export const metadata: Metadata = { title: "Webhooks" };

/** /admin/webhooks (admins): subscriptions of URLs to events, and each one's delivery log. */
export default async function WebhooksPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  const state = await prefetched(
    prefetch(webhookListQuery, undefined, () => listWebhookSubscriptions()),
  );
  return (
    <AdminPage
      state={state}
      title="Webhooks"
      description="Send events (jobs, deals, pipeline stages) to other software as signed HTTP requests."
    >
      <WebhooksView />
    </AdminPage>
  );
}
