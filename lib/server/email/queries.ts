import "server-only";
import { and, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { emailOutbox, jobs } from "@/lib/server/db/schema";
import { likePattern } from "@/lib/server/db/like";
import { notFound } from "@/lib/server/http/errors";
import {
  OUTBOX_PAGE_SIZE,
  type EmailStatus,
  type OutboxMessage,
  type OutboxPage,
  type OutboxQuery,
} from "@/lib/shared/schemas/email";
import { toOutboxItem, toOutboxMessage } from "./serialize";

/** A message stored this long ago that no job ever took was lost between storing and queueing. */
const NEVER_QUEUED_AFTER_MINUTES = 10;

/**
 * A message that says queued or sending but that nothing will deliver any more: its job ended
 * without sending it (stalled too many times, cancelled, or gone), or no job was ever queued for it
 * (the server stopped between storing and queueing). Such a message is shown, filtered and
 * retried as failed, so none waits forever unseen.
 */
export const deliveryAbandoned: SQL = sql`(${emailOutbox.status} in ('queued', 'sending') and (
  (${emailOutbox.jobId} is null
    and ${emailOutbox.createdAt} < now() - (${NEVER_QUEUED_AFTER_MINUTES}::integer * interval '1 minute'))
  or (${emailOutbox.jobId} is not null and not exists (
    select 1 from ${jobs}
    where ${jobs.id} = ${emailOutbox.jobId} and ${jobs.status} in ('queued', 'processing', 'stalled')))))`;

/** The status an admin sees: the stored one, or failed when delivery was abandoned. */
const effectiveStatus = sql<EmailStatus>`(case when ${deliveryAbandoned} then 'failed' else ${emailOutbox.status} end)`;

const { textBody: _text, htmlBody: _html, ...listColumns } = getTableColumns(emailOutbox);

const EMAIL_NOT_FOUND = "Email not found";

/** The Outbox: messages newest first, by status (as admins see it) and part of the address. */
export async function listOutbox(query: OutboxQuery): Promise<OutboxPage> {
  const where = and(
    query.status ? sql`${effectiveStatus} = ${query.status}` : undefined,
    query.q
      ? sql`lower(${emailOutbox.toAddress}) like ${likePattern(query.q.toLowerCase())}`
      : undefined,
  );
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listColumns, status: effectiveStatus })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((query.page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return {
    items: rows.map(toOutboxItem),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}

/** One message with its bodies, or 404. */
export async function getEmailOrThrow(id: number): Promise<OutboxMessage> {
  const [row] = await getDb()
    .select({ ...getTableColumns(emailOutbox), status: effectiveStatus })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw notFound(EMAIL_NOT_FOUND);
  return toOutboxMessage(row);
}
