import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { users, webhookDeliveries, webhookSubscriptions } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryPage,
  type WebhookSubscriptionView,
} from "@/lib/shared/schemas/webhooks";
import {
  toDeliveryView,
  toSubscriptionView,
  type DeliveryRow,
  type SubscriptionRow,
} from "./serialize";

const withCreator = () =>
  getDb()
    .select({ row: webhookSubscriptions, creatorId: users.id, creatorName: users.username })
    .from(webhookSubscriptions)
    .leftJoin(users, eq(users.id, webhookSubscriptions.createdBy));

type Joined = { row: SubscriptionRow; creatorId: number | null; creatorName: string | null };

const viewOf = ({ row, creatorId, creatorName }: Joined) =>
  toSubscriptionView(
    row,
    creatorId !== null && creatorName !== null ? { id: creatorId, username: creatorName } : null,
  );

/** Every subscription, newest first (admins). */
export async function listWebhookSubscriptions(): Promise<WebhookSubscriptionView[]> {
  const rows = await withCreator().orderBy(desc(webhookSubscriptions.id));
  return rows.map(viewOf);
}

/** One subscription as the API answers it, or a 404. */
export async function getWebhookSubscriptionViewOrThrow(
  id: number,
): Promise<WebhookSubscriptionView> {
  const [row] = await withCreator().where(eq(webhookSubscriptions.id, id));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return viewOf(row);
}

/** One subscription's row (with its secret), or a 404. */
export async function getWebhookSubscriptionOrThrow(
  id: number,
  db: Db | Tx = getDb(),
): Promise<SubscriptionRow> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** One delivery's row, or a 404. */
export async function getWebhookDeliveryOrThrow(id: number): Promise<DeliveryRow> {
  const [row] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return row;
}

/** A page of one subscription's delivery log, newest first; 404 for an unknown subscription. */
export async function listWebhookDeliveries(
  subscriptionId: number,
  page: number,
): Promise<WebhookDeliveryPage> {
  await getWebhookSubscriptionOrThrow(subscriptionId);
  const where = eq(webhookDeliveries.subscriptionId, subscriptionId);
  const [rows, [total]] = await Promise.all([
    getDb()
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERIES_PAGE_SIZE)
      .offset((page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE),
    getDb().select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    items: rows.map(toDeliveryView),
    total: total?.n ?? 0,
    page,
    pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE,
  };
}
