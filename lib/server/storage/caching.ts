import "server-only";
import { createHash } from "node:crypto";
import type { StoredObject } from "./types";

/**
 * A key `newKey` made: a 22-character random base64url name, never reused, so the file behind it
 * never changes. Keys chosen by name (`storeFileAt`: catalogue monograms and brand marks, lowercase
 * slugs) may be rewritten with new content when the seed or the icon set changes.
 */
export function isUniqueKey(key: string): boolean {
  const name = key.slice(key.lastIndexOf("/") + 1).replace(/\.[a-z]+$/, "");
  // A random name has an upper-case letter or underscore (all but once in 100,000); slugs never do.
  return /^[A-Za-z0-9_-]{22}$/.test(name) && /[A-Z_]/.test(name);
}

/** A day: a rewritten chosen-name file shows within it, and revalidation is cheap (a 304). */
const CHOSEN_NAME_MAX_AGE = 86_400;

export function cacheControlFor(key: string): string {
  return isUniqueKey(key)
    ? "public, max-age=31536000, immutable"
    : `public, max-age=${CHOSEN_NAME_MAX_AGE}, must-revalidate`;
}

/** A strong validator from the bytes themselves, the same whichever backend holds the file. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

/** Whole seconds, as HTTP dates carry no milliseconds. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Whether the client's copy is current: If-None-Match wins when present (any listed tag, weak or
 * strong, or `*`); otherwise If-Modified-Since at or after the file's last write.
 */
export function isNotModified(
  headers: Headers,
  etag: string,
  lastModified: Date | undefined,
): boolean {
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag);
  }
  const ifModifiedSince = headers.get("if-modified-since");
  if (ifModifiedSince === null || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && seconds(lastModified) <= Math.floor(since / 1000);
}

/** The caching headers of a stored file: Cache-Control, ETag and, when known, Last-Modified. */
export function cachingHeaders(key: string, object: StoredObject, etag: string) {
  return {
    "Cache-Control": cacheControlFor(key),
    ETag: etag,
    ...(object.lastModified ? { "Last-Modified": object.lastModified.toUTCString() } : {}),
  };
}
