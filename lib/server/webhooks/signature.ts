import "server-only";
import { createHmac, randomBytes } from "node:crypto";

/** Signing secrets start with this, so they are recognisable (and redacted) wherever they appear. */
const SECRET_PREFIX = "whsec_";

/** A new signing secret: 256 random bits. Stored as is (signing needs it), shown to the admin once. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/**
 * The Pitchside-Signature header of a body sent at `timestamp` (Unix seconds):
 * `t=<timestamp>,v1=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`. Signing the timestamp with
 * the body lets a receiver refuse old requests replayed by someone who captured one.
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}
