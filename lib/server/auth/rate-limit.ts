import "server-only";
import { createHash } from "node:crypto";
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
 * The stored form of a key. Keys name what is counted ("login:name:<what was typed>"), so one that
 * is long or holds characters PostgreSQL cannot store (NUL) is kept as a readable prefix and a
 * hash: distinct keys stay distinct and nothing a client types can make the count fail.
 */
export function storedRateLimitKey(key: string): string {
  if (key.length <= 200 && !/[\u0000\ud800-\udfff]/.test(key)) return key;
  const prefix = key.slice(0, 40).replace(/[^\x20-\x7e]/g, "?");
  return `${prefix}#${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Count one request (or `cost` requests at once) against `key` and say whether it is within the
 * rule. The increment and the read are one statement, so simultaneous requests are counted one
 * after another: exactly `max` of them are allowed, however many arrive at once, on any number of
 * instances. The window is fixed: it starts with the first request and ends `windowMs` later, and
 * refused requests still count, so retrying does not shorten it. Times are the database's, so
 * instances' clocks agree.
 */
export async function consumeRateLimit(
  key: string,
  rule: RateLimitRule,
  cost = 1,
): Promise<RateLimitState> {
  const windowSeconds = rule.windowMs / 1000;
  const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key: storedRateLimitKey(key), count: cost, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${cost}::integer else ${rateLimits.count} + ${cost}::integer end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`extract(epoch from ${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())::float8`,
    });
  const count = row!.count;
  const retryAfterSeconds = Math.max(1, Math.ceil(Number(row!.secondsLeft)));
  return { count, allowed: count <= rule.max, retryAfterSeconds };
}

/**
 * Read a counter without counting (null when nothing is counted in the current window). `allowed`
 * here says whether one more request would be allowed.
 */
export async function peekRateLimit(
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitState | null> {
  const [row] = await getDb()
    .select({
      count: rateLimits.count,
      secondsLeft: sql<number>`extract(epoch from ${rateLimits.windowStartedAt} + make_interval(secs => ${rule.windowMs / 1000}) - now())::float8`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, storedRateLimitKey(key)));
  if (!row || Number(row.secondsLeft) <= 0) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil(Number(row.secondsLeft)));
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
    .where(eq(rateLimits.key, storedRateLimitKey(key)));
}

/** Give one counted request back (it turned out not to be the kind the limit is for). */
export async function refundRateLimit(key: string): Promise<void> {
  await getDb()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, storedRateLimitKey(key)));
}

/** Delete counters whose window ended long ago (any window is at most a day). */
export async function sweepRateLimits(): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(Date.now() - 2 * 24 * 3_600_000)));
}
