import "server-only";
import { assertRateLimit, type RateLimitRule } from "@/lib/server/auth/rate-limit";

const HOUR = 3_600_000;

/** Registrations per client address. */
export const REGISTER_LIMIT: RateLimitRule = { max: 5, windowMs: HOUR };

/**
 * Notices to the owner of an address someone tried to register again. Over the limit the notice
 * is skipped, never refused: a 429 here would tell that the address has an account.
 */
export const REGISTRATION_NOTICE_LIMIT: RateLimitRule = { max: 3, windowMs: HOUR };

/**
 * Requests for an emailed link, per client address and per address asked for. Both counters are
 * counted whether or not the account exists, so a refusal says nothing about it.
 */
export const EMAIL_REQUEST_LIMITS = {
  "verify-resend": {
    address: { max: 10, windowMs: HOUR },
    email: { max: 3, windowMs: HOUR },
  },
  "password-reset": {
    address: { max: 10, windowMs: HOUR },
    email: { max: 3, windowMs: HOUR },
  },
} satisfies Record<string, { address: RateLimitRule; email: RateLimitRule }>;

/** Count a request for an emailed link; 429 with Retry-After when either counter is over. */
export async function assertEmailRequestLimit(
  kind: keyof typeof EMAIL_REQUEST_LIMITS,
  email: string,
  address: string,
): Promise<void> {
  const rules = EMAIL_REQUEST_LIMITS[kind];
  await assertRateLimit(`${kind}:address:${address}`, rules.address);
  await assertRateLimit(`${kind}:email:${email}`, rules.email);
}
