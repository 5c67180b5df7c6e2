/**
 * Paged lists, the parts both sides need without zod: the limits of the page parameters and the
 * one answer shape. A paged list route answers the page's items as a JSON array, the whole list's
 * size in `X-Total-Count` and the page it answered in `X-Page` / `X-Page-Size` (`paged()` in
 * lib/server/http/paged.ts writes them); the server read behind it returns a `Page`, which is also
 * what the client's cache holds (`pagedQuery` in lib/shared/queries/define.ts reads the headers
 * back into one). The page parameters are `pageParams` in lib/shared/schemas/paged.ts.
 */

/** The last page one may ask for. */
export const MAX_PAGE = 100_000;
/** The largest page. */
export const MAX_PAGE_SIZE = 100;

/** One page of a list as a server read answers it and the client caches it. */
export interface Page<T> {
  items: T[];
  /** How many items the whole list holds under the same filters. */
  total: number;
  /** The page answered, from 1. */
  page: number;
  pageSize: number;
}

/** The headers that carry a page's numbers beside its array. */
export const PAGE_HEADERS = {
  total: "X-Total-Count",
  page: "X-Page",
  pageSize: "X-Page-Size",
} as const;
