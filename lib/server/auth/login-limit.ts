import "server-only";
import { getEnv } from "@/lib/env";
import { addressNetwork } from "./client-address";
import {
  clearRateLimit,
  consumeRateLimit,
  refundRateLimit,
  type RateLimitRule,
} from "./rate-limit";

/**
 * Sign-in limits: attempts are counted per account and per client address (an IPv6 client by its
 * /64). An account is one key whether it is named by username or email; an unknown identifier is
 * counted by its name, so the answers do not tell which names exist. Each attempt reserves its
 * place in the counters before the password is checked, so simultaneous guesses are numbered one
 * by one and no more than the limit are ever checked. A successful sign-in clears its account's
 * count and gives its address's place back. A locked account is opened by the reset link
 * (`clearAccountLoginLimit`) or when its window ends.
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
    address: `login:address:${addressNetwork(address)}`,
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
 * Count this attempt: first against the address, then, if the address is within its limit,
 * against the account. A refused attempt still counts, so hammering does not shorten the wait; the
 * caller answers it with `rateLimited(retryAfterSeconds)`. An address over its limit no longer
 * counts against accounts, so one client can lock at most (address limit / account limit) accounts
 * per window instead of any number.
 */
export async function reserveLoginAttempt(keys: LoginLimitKeys): Promise<LoginReservation> {
  const limits = rules();
  const address = await consumeRateLimit(keys.address, limits.address);
  if (!address.allowed) {
    return { allowed: false, retryAfterSeconds: address.retryAfterSeconds, lockedOutNow: false };
  }
  const account = await consumeRateLimit(keys.account, limits.account);
  if (account.allowed) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: account.retryAfterSeconds,
    // Counts are numbered one by one, so exactly one attempt per window is the first over.
    lockedOutNow: account.count === limits.account.max + 1,
  };
}

/** A successful sign-in: the account's failures are forgotten and the address's reservation returned. */
export async function releaseLoginAttempt(keys: LoginLimitKeys): Promise<void> {
  await clearRateLimit(keys.account);
  await refundRateLimit(keys.address);
}

/** Lift an account's lock (its owner proved control of the address by a reset link). */
export async function clearAccountLoginLimit(userId: number): Promise<void> {
  await clearRateLimit(loginLimitKeys({ userId }, "").account);
}
