import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { webhookDeliveries, webhookSubscriptions } from "@/lib/server/db/schema";
import { postSigned, type AttemptOutcome } from "./send";
import { signatureHeader } from "./signature";

/** Attempts of one delivery, the first included. */
export const WEBHOOK_MAX_ATTEMPTS = 5;
/** The wait before each retry: after the 1st failed attempt 2 s, then 10 s, 60 s and 5 min. */
export const WEBHOOK_RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000] as const;

export const SUBSCRIPTION_INACTIVE = "The subscription is inactive";

/** What one attempt came to, for the job's result. */
export interface DeliveryAttemptResult {
  deliveryId: number;
  /** The delivery was not waiting for this job (already delivered, given up, or replaced). */
  skipped?: boolean;
  status?: "succeeded" | "failed" | "pending";
  attempts?: number;
  /** Set when another attempt must be queued: wait this long first. */
  retryInMs?: number;
}

/** The body as sent: the stored payload with its keys in their documented order. */
export function deliveryBody(payload: unknown): string {
  const { id, event, createdAt, data } = (payload ?? {}) as Record<string, unknown>;
  return JSON.stringify({ id, event, createdAt, data });
}

/**
 * Make one attempt of a delivery: take it (waiting, or left half-done by this same job), POST the
 * signed payload, and record the outcome. A failure that may pass (network, time-out, 429, 5xx)
 * leaves the delivery waiting and answers when to try again, until the last attempt; anything else
 * fails it for good. A refused destination is never retried.
 */
export async function attemptDelivery(
  deliveryId: number,
  jobId: string,
): Promise<DeliveryAttemptResult> {
  const db = getDb();
  const [taken] = await db
    .update(webhookDeliveries)
    .set({
      status: "delivering",
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      jobId,
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        or(
          eq(webhookDeliveries.status, "pending"),
          and(eq(webhookDeliveries.status, "delivering"), eq(webhookDeliveries.jobId, jobId)),
        ),
      ),
    )
    .returning();
  if (!taken) return { deliveryId, skipped: true };

  const [subscription] = await db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, taken.subscriptionId));

  let outcome: AttemptOutcome;
  if (!subscription?.active) {
    outcome = {
      ok: false,
      retry: false,
      responseStatus: null,
      responseTimeMs: null,
      error: SUBSCRIPTION_INACTIVE,
    };
  } else {
    const body = deliveryBody(taken.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    outcome = await postSigned({
      url: subscription.url,
      body,
      timeoutMs: getEnv().WEBHOOK_TIMEOUT_MS,
      headers: {
        "Pitchside-Event": taken.event,
        "Pitchside-Delivery": taken.eventId,
        "Pitchside-Signature": signatureHeader(subscription.secret, body, timestamp),
      },
    }).catch((error: unknown): AttemptOutcome => ({
      ok: false,
      retry: true,
      responseStatus: null,
      responseTimeMs: null,
      error: error instanceof Error ? error.message : "The delivery could not be sent",
    }));
  }

  const retrying = !outcome.ok && outcome.retry && taken.attempts < WEBHOOK_MAX_ATTEMPTS;
  const status = outcome.ok ? "succeeded" : retrying ? "pending" : "failed";
  await db
    .update(webhookDeliveries)
    .set({
      status,
      responseStatus: outcome.responseStatus,
      responseTimeMs: outcome.responseTimeMs,
      error: outcome.error,
      ...(outcome.ok ? { deliveredAt: sql`now()` } : {}),
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.jobId, jobId)));
  return {
    deliveryId,
    status,
    attempts: taken.attempts,
    ...(retrying ? { retryInMs: retryDelayMs(taken.attempts) } : {}),
  };
}

/** The wait after failed attempt number `attempt` (1-based). */
export function retryDelayMs(attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), WEBHOOK_RETRY_DELAYS_MS.length) - 1;
  return WEBHOOK_RETRY_DELAYS_MS[index]!;
}
