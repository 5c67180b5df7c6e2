import "server-only";
import { eq } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { emailOutbox } from "@/lib/server/db/schema";
import type { EmailTransportKind } from "@/lib/shared/schemas/email";
import { queueEmailDelivery } from "./job";

export interface OutgoingEmail {
  to: string;
  /** The recipient's account, when there is one. */
  userId?: number | null;
  /** What the message is for (verify-email, reset-password, invitation, notifications…). */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

export type EmailRow = typeof emailOutbox.$inferSelect;

/** Whether messages leave through SMTP; otherwise the outbox keeps them for admins to read. */
export function emailTransport(): EmailTransportKind {
  return getEnv().SMTP_URL ? "smtp" : "outbox";
}

/**
 * Store an outgoing message. Every message is stored first, whatever the transport, so none is
 * silently dropped; delivery happens after the caller's transaction commits.
 */
export async function storeEmail(message: OutgoingEmail, db: Db | Tx = getDb()): Promise<EmailRow> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: message.to.trim().toLowerCase(),
      userId: message.userId ?? null,
      kind: message.kind,
      subject: message.subject.slice(0, 300),
      textBody: message.text,
      htmlBody: message.html,
      transport: emailTransport(),
    })
    .returning();
  return row!;
}

/**
 * Send a message: store it (status queued), then queue a send-email job that delivers it. Call it
 * after the transaction that caused the message has committed, so a message never describes a
 * change that was rolled back. Never throws because delivery is unavailable: when no job can be
 * queued, the stored message is marked failed (visible in the Outbox, retriable) and returned.
 */
export async function sendEmail(message: OutgoingEmail): Promise<EmailRow> {
  const row = await storeEmail(message);
  if (await queueEmailDelivery(row.id)) return row;
  const [current] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
  return current ?? row;
}
