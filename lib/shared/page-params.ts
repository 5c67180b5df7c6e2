import { numericId } from "@/lib/shared/schemas/common";

/** A value of a page's `searchParams` (or a route segment) as Next.js hands it over. */
export type SearchParamValue = string | string[] | undefined;
export type SearchParams = Record<string, SearchParamValue>;

/** The first value of a search parameter, trimmed; undefined when it is missing or blank. */
export function paramValue(value: SearchParamValue): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

const id = numericId();

/**
 * An id from a page's address (its first value, trimmed) by the same rule as the API's
 * `numericId`: a positive whole number up to 2,147,483,647 ("12", not "0", "12abc" or "1e3").
 * Null for anything else, so a page shows its not-found state without querying.
 */
export function parseIdParam(value: SearchParamValue): number | null {
  const parsed = id.safeParse(paramValue(value));
  return parsed.success ? parsed.data : null;
}
