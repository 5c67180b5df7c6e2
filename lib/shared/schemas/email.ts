import { z } from "zod";

/** Where an outgoing message is: stored and waiting, being handed over, delivered, given up on. */
export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** How a message left: over SMTP, or kept in the in-app outbox (and printed to the server log). */
export type EmailTransportKind = "smtp" | "outbox";

/** Messages per page of the admin Outbox. */
export const OUTBOX_PAGE_SIZE = 25;

const STATUS_MESSAGE = "status must be queued, sending, sent or failed";
const PAGE_MESSAGE = "page must be a whole number from 1 to 10000";
const SEARCH_MESSAGE = "q must be at most 320 characters of text";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** GET /api/admin/outbox and the Outbox page: ?status=&q=&page= (blank values mean "all"). */
export const outboxQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(EMAIL_STATUSES, { error: STATUS_MESSAGE }).optional(),
  ),
  /** Part of the recipient's address, any case. */
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: SEARCH_MESSAGE })
      .trim()
      .max(320, { error: SEARCH_MESSAGE })
      .refine((value) => !value.includes("\u0000"), { error: SEARCH_MESSAGE })
      .optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PAGE_MESSAGE })
      .int({ error: PAGE_MESSAGE })
      .min(1, { error: PAGE_MESSAGE })
      .max(10_000, { error: PAGE_MESSAGE })
      .default(1),
  ),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One message in the Outbox list. */
export interface OutboxItem {
  id: number;
  to: string;
  kind: string;
  subject: string;
  status: EmailStatus;
  transport: EmailTransportKind;
  attempts: number;
  /** Why the latest failed try failed; kept after a later success, as its history. */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One message with its bodies, as the Outbox shows it when selected. */
export interface OutboxMessage extends OutboxItem {
  text: string;
  html: string;
  messageId: string | null;
  /** The send-email job that delivers (or last tried to deliver) it. */
  jobId: string | null;
  userId: number | null;
}

export interface OutboxPage {
  items: OutboxItem[];
  total: number;
  page: number;
  pageSize: number;
}
