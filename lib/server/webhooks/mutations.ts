import "server-only";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/server/audit/record";
import type { Actor } from "@/lib/server/auth/actor";
import { getDb } from "@/lib/server/db/client";
import { webhookSubscriptions } from "@/lib/server/db/schema";
import { AppError, conflict } from "@/lib/server/http/errors";
import {
  WEBHOOK_TEST_EVENT,
  type WebhookCreateInput,
  type WebhookCreatedView,
  type WebhookDeliveryView,
  type WebhookSubscriptionView,
  type WebhookUpdateInput,
} from "@/lib/shared/schemas/webhooks";
import { literalHostRefusal, REFUSED_PREFIX } from "./destination";
import { createDeliveries, webhookPayload, type WebhookPayload } from "./emit";
import {
  getWebhookDeliveryOrThrow,
  getWebhookSubscriptionOrThrow,
  getWebhookSubscriptionViewOrThrow,
} from "./queries";
import { toDeliveryView } from "./serialize";
import { newWebhookSecret } from "./signature";

const INACTIVE_MESSAGE = "The subscription is inactive. Activate it first.";
const STILL_SENDING = "This delivery is still being sent. Replay it once it has ended.";

/** A URL whose host is an IP address in a refused range is a 400 on the field, before saving. */
function assertDeliverable(url: string): void {
  const refusal = literalHostRefusal(url);
  if (!refusal) return;
  const message = `${REFUSED_PREFIX}${refusal}. Webhooks are not delivered to loopback, private or link-local addresses.`;
  throw new AppError("VALIDATION_ERROR", message, { details: [{ path: "body.url", message }] });
}

const auditOf = (actor: Actor, subscription: { id: number; url: string }) => ({
  actor: { id: actor.user.id, username: actor.user.username },
  target: { type: "webhook", id: subscription.id, label: subscription.url },
  address: actor.address,
});

/** Subscribe a URL to events. Answers the subscription with its signing secret, shown only here. */
export async function createWebhookSubscription(
  input: WebhookCreateInput,
  actor: Actor,
): Promise<WebhookCreatedView> {
  assertDeliverable(input.url);
  const secret = newWebhookSecret();
  const id = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({
        url: input.url,
        description: input.description ?? null,
        events: input.events,
        secret,
        createdBy: actor.user.id,
      })
      .returning();
    await recordAudit(
      { action: "webhook.created", ...auditOf(actor, row!), details: { events: input.events } },
      tx,
    );
    return row!.id;
  });
  return { ...(await getWebhookSubscriptionViewOrThrow(id)), secret };
}

/** Change a subscription's URL, events, description or active flag. */
export async function updateWebhookSubscription(
  id: number,
  input: WebhookUpdateInput,
  actor: Actor,
): Promise<WebhookSubscriptionView> {
  if (input.url !== undefined) assertDeliverable(input.url);
  await getDb().transaction(async (tx) => {
    const current = await getWebhookSubscriptionOrThrow(id, tx);
    const change = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as WebhookUpdateInput;
    await tx
      .update(webhookSubscriptions)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(webhookSubscriptions.id, id));
    await recordAudit(
      {
        action: "webhook.updated",
        ...auditOf(actor, { id, url: change.url ?? current.url }),
        details: { fields: Object.keys(change).join(", ") },
      },
      tx,
    );
  });
  return getWebhookSubscriptionViewOrThrow(id);
}

/** Delete a subscription and its delivery log. */
export async function deleteWebhookSubscription(id: number, actor: Actor): Promise<void> {
  await getDb().transaction(async (tx) => {
    const current = await getWebhookSubscriptionOrThrow(id, tx);
    await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    await recordAudit({ action: "webhook.deleted", ...auditOf(actor, current) }, tx);
  });
}

async function deliverOnce(subscriptionId: number, payload: WebhookPayload) {
  const [deliveryId] = await createDeliveries([subscriptionId], payload);
  return toDeliveryView(await getWebhookDeliveryOrThrow(deliveryId!));
}

/**
 * Send the same event again to the same subscription: a new delivery with the same event id and
 * payload (receivers that saw it already can tell). Only an ended delivery, of an active
 * subscription, can be replayed (409 otherwise).
 */
export async function replayWebhookDelivery(
  deliveryId: number,
  actor: Actor,
): Promise<WebhookDeliveryView> {
  const delivery = await getWebhookDeliveryOrThrow(deliveryId);
  const subscription = await getWebhookSubscriptionOrThrow(delivery.subscriptionId);
  if (!subscription.active) throw conflict(INACTIVE_MESSAGE);
  if (delivery.status === "pending" || delivery.status === "delivering") {
    throw conflict(STILL_SENDING);
  }
  const replay = await deliverOnce(subscription.id, delivery.payload as WebhookPayload);
  await recordAudit({
    action: "webhook.replayed",
    ...auditOf(actor, subscription),
    details: { event: delivery.event, eventId: delivery.eventId, delivery: deliveryId },
  });
  return replay;
}

/** Send a "ping" event to one subscription, to try the receiver. */
export async function sendWebhookTestEvent(
  subscriptionId: number,
  actor: Actor,
): Promise<WebhookDeliveryView> {
  const subscription = await getWebhookSubscriptionOrThrow(subscriptionId);
  if (!subscription.active) throw conflict(INACTIVE_MESSAGE);
  const delivery = await deliverOnce(
    subscription.id,
    webhookPayload(WEBHOOK_TEST_EVENT, {
      subscriptionId: subscription.id,
      message: "A test event sent from Pitchside.",
    }),
  );
  await recordAudit({ action: "webhook.tested", ...auditOf(actor, subscription) });
  return delivery;
}
