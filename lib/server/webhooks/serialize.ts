import "server-only";
import type { webhookDeliveries, webhookSubscriptions } from "@/lib/server/db/schema";
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookDeliveryStatus,
  type WebhookDeliveryView,
  type WebhookEvent,
  type WebhookSubscriptionView,
} from "@/lib/shared/schemas/webhooks";

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The stored event names that are still events (the column is free JSON). */
export function eventsOf(value: unknown): WebhookEvent[] {
  const list = Array.isArray(value) ? value : [];
  return WEBHOOK_EVENTS.filter((event) => list.includes(event));
}

export function toSubscriptionView(
  row: SubscriptionRow,
  creator: { id: number; username: string } | null,
): WebhookSubscriptionView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: eventsOf(row.events),
    active: row.active,
    createdBy: creator,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const statusOf = (value: string): WebhookDeliveryStatus =>
  (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(value)
    ? (value as WebhookDeliveryStatus)
    : "failed";

export function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    event: row.event,
    eventId: row.eventId,
    status: statusOf(row.status),
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseTimeMs: row.responseTimeMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    deliveredAt: iso(row.deliveredAt),
  };
}
