/**
 * What a failed database call says about the database, read the same way whichever wrapper
 * (Drizzle's query error, an AggregateError of several connection attempts) carries the driver's
 * error.
 */

/** Seconds a client is told to wait (`Retry-After`) while the database cannot serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The error and the errors it wraps (`cause`, an AggregateError's `errors`), outermost first. */
function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 16) {
    const current = queue.shift();
    if (typeof current !== "object" || current === null || chain.includes(current)) continue;
    chain.push(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return chain;
}

const codeOf = (error: object): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
};

/** A PostgreSQL SQLSTATE: five digits or capital letters, never a socket code such as EPIPE. */
const SQLSTATE = /^(?!E[A-Z]{4}$)[0-9A-Z]{5}$/;

/** The SQLSTATE of a PostgreSQL error, looking through the wrappers drivers put around it. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = codeOf(link);
    if (code && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/**
 * SQLSTATEs of a server that cannot serve now but will: connection exceptions (class 08), too
 * many connections, and a server shutting down, crashed or starting up (57P01–57P03).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;

/** Socket errors of a database host that cannot be reached or dropped the connection. */
const UNREACHABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * What `pg` says, without a code, when a connection ends under a query, a pool cannot connect in
 * time, or a client that lost its connection is used again.
 */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^timeout exceeded when trying to connect$/,
  /has encountered a connection error and is not queryable/,
];

/**
 * Whether the error means the database cannot be reached or cannot serve right now (refused or
 * dropped connections, a restart, a failover, too many connections) rather than that the query
 * was wrong: a moment later the same call may succeed. Requests answer it with a 503 and
 * `Retry-After`, job runs try their bookkeeping again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((link) => {
    const code = codeOf(link);
    if (code && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
      return true;
    }
    const message = (link as { message?: unknown }).message;
    return (
      typeof message === "string" && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))
    );
  });
}
