/**
 * The one error type of the server. Only errors raised on purpose carry their text to the client;
 * anything else becomes the generic 500 (see `toErrorResponse`).
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

/** The SQLSTATE of a Postgres error, looking through the wrappers drivers put around it. */
function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint refused the write: turn a lost race into a 409 instead of a 500. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";

/** A foreign key refused the write: a referenced row is missing, or rows still refer to this one. */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";
