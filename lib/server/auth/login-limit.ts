import "server-only";
import { sql } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { rateLimits } from "@/lib/server/db/schema";
import { clearRateLimit, consumeRateLimit, type RateLimitRule } from "./rate-limit";

/**
 * Sign-in limits: failed attempts are counted per account and per client address. An account is
 * one key whether it is named by username or email; an unknown identifier is counted by its name.
 * Each attempt reserves its place in both counters before the password is checked, so
 * simultaneous guesses are numbered one by one and no more than the limit are ever checked.
 */
export interface LoginLimitKeys {
  account: string;
  address: string;
}

export function loginLimitKeys(
  account: { userId: number } | { identifier: string },
  address: string,
): LoginLimitKeys {
  return {
    account:
      "userId" in account
        ? `login:account:${account.userId}`
        : `login:name:${account.identifier.trim().toLowerCase()}`,
    address: `login:address:${address}`,
  };
}

function rules(): { account: RateLimitRule; address: RateLimitRule } {
  const env = getEnv();
  const windowMs = env.LOGIN_WINDOW_MINUTES * 60_000;
  return {
    account: { max: env.LOGIN_MAX_ATTEMPTS_PER_USERNAME, windowMs },
    address: { max: env.LOGIN_MAX_ATTEMPTS_PER_IP, windowMs },
  };
}

export type LoginReservation =
  | { allowed: true }
  | {
      allowed: false;
      retryAfterSeconds: number;
      /** This attempt is the first one over the account's limit: a lockout begins now. */
      lockedOutNow: boolean;
    };

/**
 * Count this attempt against both limits. A refused attempt still counts, so hammering a locked
 * account does not shorten the wait; the caller answers it with `rateLimited(retryAfterSeconds)`.
 */
export async function reserveLoginAttempt(keys: LoginLimitKeys): Promise<LoginReservation> {
  const limits = rules();
  const account = await consumeRateLimit(keys.account, limits.account);
  const address = await consumeRateLimit(keys.address, limits.address);
  if (account.allowed && address.allowed) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(
      account.allowed ? 0 : account.retryAfterSeconds,
      address.allowed ? 0 : address.retryAfterSeconds,
    ),
    lockedOutNow: account.count === limits.account.max + 1,
  };
}

/** A successful sign-in: the account's failures are forgotten and the address's reservation returned. */
export async function releaseLoginAttempt(keys: LoginLimitKeys): Promise<void> {
  await clearRateLimit(keys.account);
  await getDb().execute(
    sql`update ${rateLimits} set count = greatest(${rateLimits.count} - 1, 0) where ${rateLimits.key} = ${keys.address}`,
  );
}

/** Lift an account's lock (its owner proved control of the address by a reset link). */
export async function clearAccountLoginLimit(userId: number): Promise<void> {
  await clearRateLimit(loginLimitKeys({ userId }, "").account);
}
