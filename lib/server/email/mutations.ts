import "server-only";
import { and, eq, or } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { emailOutbox } from "@/lib/server/db/schema";
import { AppError, conflict } from "@/lib/server/http/errors";
import type { OutboxMessage } from "@/lib/shared/schemas/email";
import { queueEmailDelivery } from "./job";
import { deliveryAbandoned, getEmailOrThrow } from "./queries";

/**
 * Try a failed message again (an admin's Retry): it goes back to queued and a new send-email job
 * delivers it, with the transport this instance is configured with now. A message already sent,
 * or still queued or being sent, is refused with 409; a missing one is 404. The check and the
 * change are one statement, so two clicks queue one job.
 */
export async function retryEmail(id: number): Promise<OutboxMessage> {
  const [row] = await getDb()
    .update(emailOutbox)
    .set({ status: "queued", jobId: null })
    .where(and(eq(emailOutbox.id, id), or(eq(emailOutbox.status, "failed"), deliveryAbandoned)))
    .returning({ id: emailOutbox.id });
  if (!row) {
    const current = await getEmailOrThrow(id);
    throw conflict(
      current.status === "sent"
        ? "This message was already sent; only failed messages can be retried."
        : `This message is ${current.status}; only failed messages can be retried.`,
    );
  }
  // The answer is the message as re-queued: the worker may deliver it before this returns.
  const requeued = await getEmailOrThrow(id);
  const jobId = await queueEmailDelivery(id);
  if (!jobId) {
    throw new AppError("SERVICE_UNAVAILABLE", "The job service is unavailable. Please try again.");
  }
  return { ...requeued, jobId };
}
