/** An API failure: status (0 on network failure), message, details, code. */
export class ApiError extends Error {
  readonly status: number;
  readonly details?: unknown;
  readonly code?: string;

  constructor(status: number, message: string, details?: unknown, code?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.details = details;
    this.code = code;
  }
}

const UNKNOWN_ERROR = "An unknown error occurred";

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  details?: unknown;
  code?: unknown;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === "object" ? (parsed as ErrorBody) : {};
  } catch {
    return {};
  }
}

/** The failure message: the server's `error` field, else `message`, else the status text. */
async function toApiError(response: Response, prefix = ""): Promise<ApiError> {
  const body = await readErrorBody(response);
  const text =
    (typeof body.error === "string" && body.error) ||
    (typeof body.message === "string" && body.message) ||
    response.statusText ||
    UNKNOWN_ERROR;
  return new ApiError(
    response.status,
    `${prefix}${text}`,
    body.details,
    typeof body.code === "string" ? body.code : undefined,
  );
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  try {
    return await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body !== undefined && !isForm ? { "Content-Type": "application/json" } : undefined,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : UNKNOWN_ERROR);
  }
}

/** Waits before the second and the third attempt of a retried read. */
const RETRY_DELAYS_MS = [1000, 2000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RequestOptions {
  /**
   * Retry twice (after 1 s, then 2 s) on a network failure or a 5xx answer; other errors raise at
   * once. Default: on for GET, off for every other method (a repeated POST could, for example,
   * queue a job twice).
   */
  retry?: boolean;
  /** How to wait between attempts (tests pass a fake). */
  wait?: (ms: number) => Promise<void>;
}

const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** Run one attempt, and when `retry` is on, again after each delay while it fails retryably. */
async function attempt<T>(
  run: () => Promise<T>,
  retry: boolean,
  wait: (ms: number) => Promise<void>,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await run();
    } catch (error) {
      const delay = retry && isRetryable(error) ? RETRY_DELAYS_MS[tries] : undefined;
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

async function sendOrThrow(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await send(method, path, body);
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * The request helper: JSON body only when present (FormData for uploads), same-origin cookies,
 * 204 → {}, errors as ApiError; reads are retried (see RequestOptions.retry).
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  { retry = method === "GET", wait = sleep }: RequestOptions = {},
): Promise<T> {
  const response = await attempt(() => sendOrThrow(method, path, body), retry, wait);
  if (response.status === 204) return {} as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * A GET that also answers the response headers (paged lists carry their total in X-Total-Count),
 * retried as every read is.
 */
export async function apiGetWithHeaders<T>(
  path: string,
  { retry = true, wait = sleep }: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await attempt(() => sendOrThrow("GET", path), retry, wait);
  return { data: (await response.json()) as T, headers: response.headers };
}
