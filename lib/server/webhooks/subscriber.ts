import "server-only";
import { eq } from "drizzle-orm";
import type { Subscriber } from "@/lib/server/events/subscriber";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { isWebhookEvent, type DomainEvent, type DomainEventData } from "@/lib/shared/domain-events";
import { emitWebhookEvent } from "./emit";

/**
 * The webhooks' subscriber: every domain event marked for webhooks becomes one delivery per
 * active subscription to it. The body's `data` is read only when someone subscribes.
 */
export const webhookSubscriber: Subscriber = {
  name: "webhooks",
  async receive(event) {
    if (!isWebhookEvent(event.name)) return;
    await emitWebhookEvent(event.name, () => webhookData(event));
  },
};

/**
 * The `data` of each webhook event (docs/api.md#webhooks), a public contract: keep its shape.
 * Undefined: the subject is gone, nothing is sent.
 */
async function webhookData(event: DomainEvent): Promise<object | undefined> {
  switch (event.name) {
    case "job.completed":
    case "job.failed":
      return { job: event.data.job };
    case "deal.created":
    case "deal.updated":
      return { deal: event.data.deal };
    case "sponsorship.stage_changed":
      return event.data;
    case "proposal.viewed":
      return proposalViewedData(event.data);
    case "fulfilment.overdue":
      return { deliverable: event.data.deliverable };
    case "recap.viewed":
      return {
        recap: {
          id: event.data.recap.id,
          contractId: event.data.recap.contractId,
          season: event.data.recap.season,
          title: event.data.recap.title,
        },
        sponsorBrandId: event.data.recap.sponsorBrandId,
        shareLinkId: event.data.shareLinkId,
        deviceType: event.data.deviceType,
        firstView: event.data.firstView,
        viewedAt: event.data.viewedAt,
      };
    case "contract.renewal_due":
      return {
        contract: event.data.contract,
        daysToEnd: event.data.daysToEnd,
        daysBefore: event.data.daysBefore,
      };
    default:
      return undefined;
  }
}

/** Which proposal, for which sponsor, and what the view did. */
async function proposalViewedData(view: DomainEventData["proposal.viewed"]) {
  const { proposal } = view;
  const [sponsor] = await getDb()
    .select({ name: sponsorBrands.name })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, proposal.sponsorBrandId));
  if (!sponsor) return undefined;
  return {
    proposal: {
      id: proposal.id,
      title: proposal.title,
      status: proposal.status,
      firstViewedAt: proposal.firstViewedAt,
    },
    sponsorBrandId: proposal.sponsorBrandId,
    sponsorName: sponsor.name,
    shareLinkId: view.shareLinkId,
    deviceType: view.deviceType,
    firstView: view.firstView,
    statusChanged: view.statusChanged,
    viewedAt: view.viewedAt,
  };
}
