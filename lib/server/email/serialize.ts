import "server-only";
import type { emailOutbox } from "@/lib/server/db/schema";
import type {
  EmailStatus,
  EmailTransportKind,
  OutboxItem,
  OutboxMessage,
} from "@/lib/shared/schemas/email";

type EmailColumns = typeof emailOutbox.$inferSelect;
/** A row as the queries read it: its status is the one admins see (see queries.ts). */
type ListedEmail = Omit<EmailColumns, "textBody" | "htmlBody" | "status"> & { status: EmailStatus };
type FullEmail = ListedEmail & Pick<EmailColumns, "textBody" | "htmlBody">;

export function toOutboxItem(row: ListedEmail): OutboxItem {
  return {
    id: row.id,
    to: row.toAddress,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    transport: row.transport as EmailTransportKind,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function toOutboxMessage(row: FullEmail): OutboxMessage {
  return {
    ...toOutboxItem(row),
    text: row.textBody,
    html: row.htmlBody,
    messageId: row.messageId,
    jobId: row.jobId,
    userId: row.userId,
  };
}
