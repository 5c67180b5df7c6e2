/**
 * A feed that could not be read: unreachable, too slow, too large, not XML, not RSS or Atom. The
 * message says which, for logs and refresh outcomes; it never reaches an API client.
 */
export class FeedError extends Error {
  readonly reason: FeedErrorReason;

  constructor(reason: FeedErrorReason, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "FeedError";
    this.reason = reason;
  }
}

export type FeedErrorReason =
  "config" | "unreachable" | "http-status" | "timeout" | "too-large" | "malformed" | "not-a-feed";
