/** The friendly toast texts of failed requests, by case (docs/product.md#error-texts). */
export const FRIENDLY_ERRORS = {
  timeout: "The request took too long to complete. Please try again.",
  apiKey: "There was an issue with the API key. Please check your API key settings.",
  400: "The request was invalid. Please check your input and try again.",
  401: "Authentication required. Please sign in to continue.",
  403: "You don't have permission to perform this action.",
  404: "The requested resource was not found.",
  409: "This action conflicts with the current state.",
  429: "Too many requests. Please try again later.",
  500: "Something went wrong on our server. Please try again later.",
  unavailable: "Our service is currently unavailable. Please try again later.",
  other: "An unexpected error occurred. Please try again.",
} as const;

/** The friendly text for an HTTP status (0 is a network failure). */
export function friendlyErrorMessage(
  status: number,
  options: { timeout?: boolean; apiKey?: boolean } = {},
): string {
  if (options.timeout) return FRIENDLY_ERRORS.timeout;
  if (options.apiKey) return FRIENDLY_ERRORS.apiKey;
  switch (status) {
    case 400:
    case 401:
    case 403:
    case 404:
    case 409:
    case 429:
    case 500:
      return FRIENDLY_ERRORS[status];
    case 502:
    case 503:
    case 504:
      return FRIENDLY_ERRORS.unavailable;
    default:
      return FRIENDLY_ERRORS.other;
  }
}
