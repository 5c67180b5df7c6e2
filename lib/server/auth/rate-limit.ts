import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { rateLimits } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/errors";

export const RATE_LIMIT_MESSAGE = "Too many requests. Please try again later.";

export interface RateLimitRule {
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
}

export interface RateLimitState {
  /** Requests counted in the current window, this one included. */
  count: number;
  allowed: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Count one request against `key` and say whether it is within the rule. The increment and the
 * read are one statement, so simultaneous requests are counted one after another: exactly `max`
 * of them are allowed, however many arrive at once, on any number of instances.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const windowSeconds = rule.windowMs / 1000;
  const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key: key.slice(0, 300), count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning();
  const count = row!.count;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((row!.windowStartedAt.getTime() + rule.windowMs - Date.now()) / 1000),
  );
  return { count, allowed: count <= rule.max, retryAfterSeconds };
}

/** Read a counter without counting (null when nothing is counted in the current window). */
export async function peekRateLimit(
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitState | null> {
  const [row] = await getDb()
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, key.slice(0, 300)));
  if (!row || row.windowStartedAt.getTime() + rule.windowMs <= Date.now()) return null;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((row.windowStartedAt.getTime() + rule.windowMs - Date.now()) / 1000),
  );
  return { count: row.count, allowed: row.count < rule.max, retryAfterSeconds };
}

/** The 429 every rate limit answers with, telling the client when to try again. */
export function rateLimited(retryAfterSeconds: number, message = RATE_LIMIT_MESSAGE): AppError {
  return new AppError("RATE_LIMITED", message, {
    headers: { "Retry-After": String(retryAfterSeconds) },
    details: { retryAfterSeconds },
  });
}

/** Count a request and refuse it with 429 when over the rule. */
export async function assertRateLimit(
  key: string,
  rule: RateLimitRule,
  message?: string,
): Promise<void> {
  const state = await consumeRateLimit(key, rule);
  if (!state.allowed) throw rateLimited(state.retryAfterSeconds, message);
}

/** Forget a counter (a successful sign-in clears its account's failures). */
export async function clearRateLimit(key: string): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(eq(rateLimits.key, key.slice(0, 300)));
}

/** Delete counters whose window ended long ago (any window is at most a day). */
export async function sweepRateLimits(): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(Date.now() - 2 * 24 * 3_600_000)));
}
