import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { webhookDeliveries, webhookSubscriptions } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import type { WebhookEvent } from "@/lib/shared/schemas/webhooks";
import { queueDeliveryAttempt } from "./job";

/** What every webhook body is (docs/api.md#webhooks). */
export interface WebhookPayload {
  /** The event's id: the Pitchside-Delivery header, the same in every replay. */
  id: string;
  event: string;
  createdAt: string;
  data: unknown;
}

/** An event's `data`, or a function reading it (undefined: the subject is gone, emit nothing). */
type EventData = object | (() => Promise<object | undefined>);

/** A new event's payload. */
export const webhookPayload = (event: string, data: unknown): WebhookPayload => ({
  id: `evt_${randomUUID().replaceAll("-", "")}`,
  event,
  createdAt: new Date().toISOString(),
  data,
});

/**
 * Store one delivery per given subscription of this payload and queue the first attempt of each.
 * Answers the deliveries' ids.
 */
export async function createDeliveries(
  subscriptionIds: readonly number[],
  payload: WebhookPayload,
): Promise<number[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await getDb()
    .insert(webhookDeliveries)
    .values(
      subscriptionIds.map((subscriptionId) => ({
        subscriptionId,
        event: payload.event,
        eventId: payload.id,
        payload,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await queueDeliveryAttempt(row.id);
  return rows.map((row) => row.id);
}

/**
 * Emit an event: one delivery for every active subscription to it, each sent by its own job. Only
 * the webhooks' subscriber of the domain events (./subscriber.ts) calls it: features publish.
 * `data` may be a function that reads it: it is called only when someone subscribes, so an
 * event nobody listens to costs one small query. Never throws (a failure is logged): an event
 * that cannot be emitted must not fail the work that caused it. Answers once the deliveries are
 * stored and queued.
 */
export async function emitWebhookEvent(event: WebhookEvent, data: EventData): Promise<void> {
  try {
    const subscribers = await getDb()
      .select({ id: webhookSubscriptions.id })
      .from(webhookSubscriptions)
      .where(
        and(
          eq(webhookSubscriptions.active, true),
          sql`${webhookSubscriptions.events} @> ${JSON.stringify([event])}::jsonb`,
        ),
      );
    if (subscribers.length === 0) return;
    const body = typeof data === "function" ? await data() : data;
    if (body === undefined) return;
    await createDeliveries(
      subscribers.map((row) => row.id),
      webhookPayload(event, body),
    );
  } catch (error) {
    logger.error("webhook event could not be emitted", { event, error });
  }
}
