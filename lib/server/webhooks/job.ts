import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { webhookDeliveries } from "@/lib/server/db/schema";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { defineJob } from "@/lib/server/jobs/definition";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { logger } from "@/lib/server/logger";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { attemptDelivery } from "./deliver";

/** What a delivery records when no job could be queued to send it. */
export const DELIVERY_NOT_QUEUED =
  "The job service was unavailable, so the delivery was not queued.";

/**
 * One attempt of one webhook delivery. A system job: the webhooks feature queues it when an event
 * is emitted, replayed or tested, and queues the next attempt itself (with its own backoff, see
 * deliver.ts), so each attempt is one job. One submitted by a user fails without sending anything.
 */
export const webhookDeliveryJob = defineJob({
  type: "webhook-delivery",
  payload: jobPayloadSchemas["webhook-delivery"],
  // Runner retries are for a crash of the job itself (the database); delivery retries are jobs.
  maxAttempts: 2,
  async handler({ deliveryId }, ctx) {
    if (ctx.userId !== null) {
      throw new PermanentJobError("Webhook deliveries are queued by the server, not by users");
    }
    // One step: under Inngest an attempt made is remembered and never sent again by a replay.
    const result = await ctx.step("deliver", () => attemptDelivery(deliveryId, ctx.jobId));
    const retryInMs = result.retryInMs;
    if (retryInMs !== undefined) {
      // A step of its own: under Inngest the next attempt is queued once, however often this runs.
      await ctx.step("queue-retry", () => queueDeliveryAttempt(deliveryId, retryInMs));
    }
    return result;
  },
});

/**
 * Queue an attempt of a waiting delivery (now, or after `delayMs`) and record its job on the
 * delivery. When the job service refuses, the delivery is failed with the reason so the log shows
 * it. Never throws.
 */
export async function queueDeliveryAttempt(deliveryId: number, delayMs = 0): Promise<void> {
  try {
    const job = await enqueueJob({
      definition: webhookDeliveryJob,
      data: { deliveryId },
      createdBy: null,
      delayMs,
    });
    // The job may already have taken the delivery and recorded itself; the same id either way.
    await getDb()
      .update(webhookDeliveries)
      .set({ jobId: job.id })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "pending")));
  } catch (error) {
    logger.error("webhook delivery could not be queued", { deliveryId, error });
    await getDb()
      .update(webhookDeliveries)
      .set({ status: "failed", error: DELIVERY_NOT_QUEUED })
      .where(
        and(eq(webhookDeliveries.id, deliveryId), inArray(webhookDeliveries.status, ["pending"])),
      )
      .catch((writeError: unknown) =>
        logger.error("webhook delivery could not be marked failed", { deliveryId, writeError }),
      );
  }
}
