import { z } from "zod";
import { type Page } from "@/lib/shared/paging";
import { pageParams } from "./paged";
import { blankToUndefined } from "./query-params";

/** Where an outgoing message is: stored and waiting, being handed over, delivered, given up on. */
export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** How a message left: over SMTP, or kept in the in-app outbox (and printed to the server log). */
export type EmailTransportKind = "smtp" | "outbox";

/** Messages per page of the admin Outbox. */
export const OUTBOX_PAGE_SIZE = 25;

const STATUS_MESSAGE = "status must be queued, sending, sent or failed";
const SEARCH_MESSAGE = "q must be at most 320 characters of text";

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
  ...pageParams({ fixedSize: OUTBOX_PAGE_SIZE }),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One message in the Outbox list. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  transport: z.enum(["smtp", "outbox"]),
  attempts: z.number().int(),
  /** Why the latest failed try failed; kept after a later success, as its history. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** One message with its bodies, as the Outbox shows it when selected. */
export const outboxMessageSchema = outboxItemSchema.extend({
  text: z.string(),
  html: z.string(),
  messageId: z.string().nullable(),
  /** The send-email job that delivers (or last tried to deliver) it. */
  jobId: z.string().nullable(),
  userId: z.number().int().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export type OutboxPage = Page<OutboxItem>;
