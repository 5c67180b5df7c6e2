import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { emailOutbox } from "@/lib/server/db/schema";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { defineJob } from "@/lib/server/jobs/definition";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { logger } from "@/lib/server/logger";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { deliverStoredEmail } from "./deliver";

/** Tries of one delivery (first included): with the runner's backoff, about 75 s from first to last. */
export const SEND_EMAIL_MAX_ATTEMPTS = 5;

/** What a message records when it was stored but no job could be queued to deliver it. */
export const EMAIL_NOT_QUEUED = "The job service was unavailable, so the message was not queued.";

/**
 * Deliver one stored message (SMTP or the outbox, see transport.ts). A system job: the server
 * queues it after storing the message, and an admin's retry queues it again; one submitted by a
 * user through the jobs API fails without touching the message.
 */
export const sendEmailJob = defineJob({
  type: "send-email",
  payload: jobPayloadSchemas["send-email"],
  maxAttempts: SEND_EMAIL_MAX_ATTEMPTS,
  async handler({ emailId }, ctx) {
    if (ctx.userId !== null) {
      throw new PermanentJobError("Email delivery is queued by the server, not by users");
    }
    // One step: under Inngest a delivered message is remembered and never sent twice by a replay.
    return ctx.step("deliver", () =>
      deliverStoredEmail(emailId, {
        jobId: ctx.jobId,
        final: ctx.attempt >= SEND_EMAIL_MAX_ATTEMPTS,
      }),
    );
  },
});

/**
 * Queue the delivery of a stored message. When no job can be queued (the job service is down),
 * the message is marked failed with the reason, so it stays visible in the Outbox and an admin
 * can retry it; null then. Answers the delivery job's id. Throws only when the database itself
 * refuses.
 */
export async function queueEmailDelivery(emailId: number): Promise<string | null> {
  let jobId: string;
  try {
    const job = await enqueueJob({ definition: sendEmailJob, data: { emailId }, createdBy: null });
    jobId = job.id;
  } catch (error) {
    logger.error("email could not be queued for delivery", { emailId, error });
    await getDb()
      .update(emailOutbox)
      .set({ status: "failed", lastError: EMAIL_NOT_QUEUED })
      .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.status, "queued")));
    return null;
  }
  // The job may already have taken the message and recorded itself; the same id either way.
  await getDb()
    .update(emailOutbox)
    .set({ jobId })
    .where(and(eq(emailOutbox.id, emailId), isNull(emailOutbox.jobId)));
  return jobId;
}
