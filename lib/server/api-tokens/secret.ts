import "server-only";
import { createHash, randomBytes } from "node:crypto";
import {
  API_TOKEN_PREFIX,
  API_TOKEN_VISIBLE_LENGTH,
  type ApiTokenScope,
} from "@/lib/shared/schemas/api-token";

/** A token: "ps_" and 32 random bytes in base64url (43 characters). */
const TOKEN_SHAPE = /^ps_[A-Za-z0-9_-]{43}$/;

export interface NewTokenSecret {
  token: string;
  hash: string;
  prefix: string;
}

/** Mint a token. Only its hash and its first characters are stored. */
export function newTokenSecret(): NewTokenSecret {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, API_TOKEN_VISIBLE_LENGTH) };
}

/** The stored form of a token: the SHA-256 of the whole token, in hexadecimal. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The bearer credential of an Authorization header: undefined when there is no bearer header
 * (the request is a cookie request), null when there is one but it cannot be a Pitchside token
 * (answered 401 without a database read), or the token.
 */
export function bearerToken(header: string | null): string | null | undefined {
  if (header === null) return undefined;
  const match = /^\s*bearer\s+(.*?)\s*$/i.exec(header);
  if (!match) return undefined;
  const token = match[1]!;
  return TOKEN_SHAPE.test(token) ? token : null;
}

/** A read token may only read: GET and HEAD (and the OPTIONS preflight). */
export function scopeAllows(scope: ApiTokenScope, method: string): boolean {
  if (scope === "write") return true;
  const m = method.toUpperCase();
  return m === "GET" || m === "HEAD" || m === "OPTIONS";
}
