import type { z } from "zod";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  pgErrorCode,
} from "@/lib/server/db/errors";
import { logger } from "@/lib/server/logger";
import { FRIENDLY_ERRORS } from "@/lib/shared/error-messages";

/**
 * The one error type of the server. Only errors raised on purpose carry their text to the client;
 * anything else becomes the generic 500 (see `toAppError`).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  NO_FILE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_FILE_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  /** Extra response headers, for example Retry-After on a 429. */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const GENERIC_SERVER_ERROR = "Something went wrong on our server. Please try again later.";

export const badRequest = (message: string, details?: unknown) =>
  new AppError("BAD_REQUEST", message, { details });
export const unauthorized = (message = "Authentication required. Please sign in to continue.") =>
  new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "You don't have permission to perform this action.") =>
  new AppError("FORBIDDEN", message);
export const notFound = (message = "The requested resource was not found.") =>
  new AppError("NOT_FOUND", message);
export const conflict = (message: string, details?: unknown) =>
  new AppError("CONFLICT", message, { details });
/**
 * A 400 on one body field found wrong after parsing (a named record that does not exist, a rule
 * across stored rows), shaped like the schema's own refusals.
 */
export const fieldError = (field: string, message: string) =>
  new AppError("VALIDATION_ERROR", message, { details: [{ path: `body.${field}`, message }] });
/** A 409 for a name another record of the kind already has, pointing at the body's `name`. */
export const duplicateName = (message: string) =>
  conflict(message, [{ path: "body.name", message }]);
/**
 * The database cannot serve right now (`isDatabaseUnavailable`): a 503 the client may repeat after
 * `Retry-After`, the same wait `/api/health` asks for, instead of a 500.
 */
export const databaseUnavailable = (cause?: unknown) =>
  new AppError("SERVICE_UNAVAILABLE", FRIENDLY_ERRORS.unavailable, {
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    cause,
  });

/** A unique constraint refused the write: turn a lost race into a 409 instead of a 500. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";

/** A foreign key refused the write: a referenced row is missing, or rows still refer to this one. */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";

/**
 * Parse a caller's input with its schema, or refuse it with a 400 `VALIDATION_ERROR`: the first
 * message is the one a form shows, and every issue is in `details` with its field path under
 * `where` ("query.page"). The route wrapper parses params, query and body with it; an MCP tool its
 * arguments.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  throw new AppError("VALIDATION_ERROR", issues[0]?.message ?? "The request was invalid.", {
    details: issues,
  });
}

/**
 * The one mapping from whatever a request's work threw to what its caller is told, for the API's
 * answers and the MCP tools' errors alike: an AppError as it is; a database that cannot be reached
 * (`isDatabaseUnavailable`) as the 503 the client may repeat, logged as a warning; anything else
 * as the generic 500, logged with the error (its text never reaches the caller). `where` names
 * the work in the log line ("route handler", "MCP tool") with any context worth logging.
 */
export function toAppError(
  error: unknown,
  where: { label: string } & Record<string, unknown>,
): AppError {
  if (error instanceof AppError) return error;
  const { label, ...context } = where;
  if (isDatabaseUnavailable(error)) {
    // Not a fault of this server's code: the database is restarting or out of reach a moment.
    logger.warn("database unavailable; answered 503", { ...context, error });
    return databaseUnavailable(error);
  }
  logger.error(`unhandled error in ${label}`, { ...context, error });
  return new AppError("INTERNAL", GENERIC_SERVER_ERROR, { cause: error });
}
