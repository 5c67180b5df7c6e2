import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { emailOutbox } from "@/lib/server/db/schema";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { logger } from "@/lib/server/logger";
import type { EmailTransportKind } from "@/lib/shared/schemas/email";
import { maskLinkSecrets } from "./templates";
import { deliverThroughTransport } from "./transport";

/** One try of the send-email job at delivering a stored message. */
export interface DeliveryAttempt {
  /** The job making the try: a retry of the same job may take over a message it left "sending". */
  jobId: string;
  /** The job's last try: a failure ends the message "failed" instead of "queued" for a retry. */
  final: boolean;
}

export type DeliveryOutcome =
  | { emailId: number; status: "sent"; transport: EmailTransportKind; messageId: string }
  | { emailId: number; status: "already-sent" };

/** `email_outbox.last_error` is text; an SMTP server's long answer is cut to this length. */
const MAX_ERROR_LENGTH = 1000;

/**
 * The text recorded for a failed try: the SMTP server's answer or the network error
 * ("connect ECONNREFUSED 10.0.0.5:587"), its code when it has no text. Read by shape, not by
 * class: socket errors come from Node itself and are not always instances of this realm's Error.
 */
export function deliveryErrorMessage(error: unknown): string {
  const field = (name: string) => {
    const value =
      typeof error === "object" && error !== null
        ? (error as Record<string, unknown>)[name]
        : undefined;
    return typeof value === "string" ? value.trim() : "";
  };
  const text =
    field("message") ||
    field("code") ||
    (typeof error === "string" && error.trim()) ||
    "The message could not be delivered";
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** The stored copy of a message with the secret of every link replaced (see maskLinkSecrets). */
function maskedCopy(email: { subject: string; textBody: string; htmlBody: string }) {
  return {
    // The column holds 300 characters; a mask longer than a short secret must not overflow it.
    subject: maskLinkSecrets(email.subject).slice(0, 300),
    textBody: maskLinkSecrets(email.textBody),
    htmlBody: maskLinkSecrets(email.htmlBody),
  };
}

/**
 * Deliver one stored message. Idempotent: a message already sent is left alone. Otherwise the
 * message is taken ("sending", one more attempt counted, this job recorded), handed to the
 * transport, and marked sent with its Message-ID and time (after SMTP, with its link secrets
 * masked in the stored copy). A transport failure is recorded on the message (its error, "queued"
 * for the runner's next try, or "failed" on the last one) and thrown, so the job runner retries it
 * with its backoff.
 */
export async function deliverStoredEmail(
  emailId: number,
  attempt: DeliveryAttempt,
): Promise<DeliveryOutcome> {
  const db = getDb();
  const [email] = await db
    .update(emailOutbox)
    .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1`, jobId: attempt.jobId })
    .where(
      and(
        eq(emailOutbox.id, emailId),
        or(
          eq(emailOutbox.status, "queued"),
          and(eq(emailOutbox.status, "sending"), eq(emailOutbox.jobId, attempt.jobId)),
        ),
      ),
    )
    .returning();
  if (!email) {
    const [current] = await db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, emailId));
    if (current?.status === "sent") return { emailId, status: "already-sent" };
    throw new PermanentJobError(
      current
        ? `Email ${emailId} is ${current.status === "sending" ? "being sent by another job" : current.status}`
        : `Email ${emailId} does not exist`,
    );
  }

  const heldByThisJob = and(
    eq(emailOutbox.id, emailId),
    eq(emailOutbox.status, "sending"),
    eq(emailOutbox.jobId, attempt.jobId),
  );
  let receipt;
  try {
    receipt = await deliverThroughTransport(email);
  } catch (error) {
    const message = deliveryErrorMessage(error);
    await db
      .update(emailOutbox)
      .set({ status: attempt.final ? "failed" : "queued", lastError: message })
      .where(heldByThisJob);
    logger.warn("email delivery failed", {
      emailId,
      kind: email.kind,
      attempt: email.attempts,
      final: attempt.final,
      error: message,
    });
    // A plain Error with the same text: the job row records it as the message does.
    throw new Error(message, { cause: error });
  }
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      transport: receipt.transport,
      messageId: receipt.messageId.slice(0, 255),
      sentAt: sql`now()`,
      // Once it has left over SMTP the recipient has the message, so the copy admins can read in
      // the Outbox keeps no working link: reset, invitation and verification links are for the
      // recipient alone. The embedded outbox is how those messages are read, so it keeps them.
      ...(receipt.transport === "smtp" ? maskedCopy(email) : {}),
    })
    .where(heldByThisJob);
  if (receipt.transport === "smtp") {
    logger.info("email sent", { emailId, kind: email.kind, messageId: receipt.messageId });
  }
  return { emailId, status: "sent", ...receipt };
}
