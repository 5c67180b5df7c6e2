import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from "openai";
import { PermanentJobError } from "@/lib/server/jobs/context";

/**
 * Failures of the AI service in words a salesperson (and the job monitor) can act on. Whether a
 * failure is permanent decides whether the job runner retries the job: a bad key or a malformed
 * answer will not fix itself, a busy or slow service may.
 */
export const AI_ERROR_TEXT = {
  timeout: "The AI service took too long to answer. Please try again later.",
  invalidKey: "The AI service rejected the API key: OPENAI_API_KEY is invalid or has been revoked.",
  forbidden: "The AI service refused access with this API key (permission denied).",
  rateLimited: "The AI service is busy (rate limit reached). Please try again in a few minutes.",
  unreachable: "Could not reach the AI service. Check OPENAI_BASE_URL and the network connection.",
  unexpectedFormat: "The AI service returned an answer in an unexpected format",
  refused: "The AI service declined to answer this request",
  truncated: "The AI service's answer was cut off before it was complete",
  filtered: "The AI service's content filter blocked the answer",
} as const;

/** A failure retrying later may cure (the service was slow, busy or down). */
export class AiServiceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AiServiceError";
  }
}

/** An answer that was empty or did not fit the schema; the caller may ask once more. */
export class AiAnswerError extends PermanentJobError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AiAnswerError";
  }
}

function serviceMessage(error: APIError): string {
  const text = typeof error.message === "string" ? error.message.replace(/^\d{3}\s*/, "") : "";
  return text.slice(0, 300);
}

/** Turn an SDK failure into PermanentJobError (will not improve) or AiServiceError (may). */
export function toAiError(error: unknown, model: string): Error {
  if (error instanceof PermanentJobError || error instanceof AiServiceError) return error;
  const cause = { cause: error };
  if (error instanceof APIUserAbortError)
    return new AiServiceError(
      "The AI request was stopped: the job was cancelled or handed over",
      cause,
    );
  if (error instanceof APIConnectionTimeoutError)
    return new AiServiceError(AI_ERROR_TEXT.timeout, cause);
  if (error instanceof APIConnectionError)
    return new AiServiceError(AI_ERROR_TEXT.unreachable, cause);
  if (error instanceof AuthenticationError)
    return new PermanentJobError(AI_ERROR_TEXT.invalidKey, cause);
  if (error instanceof PermissionDeniedError)
    return new PermanentJobError(AI_ERROR_TEXT.forbidden, cause);
  if (error instanceof NotFoundError)
    return new PermanentJobError(
      `The AI service answered "not found" for model "${model}": check the model settings and OPENAI_BASE_URL`,
      cause,
    );
  if (error instanceof RateLimitError) return new AiServiceError(AI_ERROR_TEXT.rateLimited, cause);
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    if (status >= 500 || status === 408 || status === 409)
      return new AiServiceError(
        `The AI service is unavailable (HTTP ${status}). Please try again later.`,
        cause,
      );
    return new PermanentJobError(
      `The AI service refused the request (HTTP ${status}): ${serviceMessage(error)}`,
      cause,
    );
  }
  if (error instanceof Error) return error;
  return new Error(String(error));
}
