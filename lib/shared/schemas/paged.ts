/**
 * Paged lists: the one page-parameter schema and the schema of the answer's array. The answer's
 * shape (`Page`, its headers) is in lib/shared/paging.ts, which the app shell may load without zod.
 */
import { z } from "zod";
import { MAX_PAGE, MAX_PAGE_SIZE } from "@/lib/shared/paging";
// A blank value ("?page=") means the parameter was not given, as everywhere in page addresses.
import { blankToUndefined } from "./query-params";

/**
 * The mark a paged list's schema carries into its JSON Schema: the API description reads it to
 * document the X-Total-Count header that holds the whole list's size, and removes it.
 */
export const PAGED_LIST_MARK = "x-paged-list";

/** One page of a list: the array the route answers, with the total in X-Total-Count. */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.array(item).meta({ [PAGED_LIST_MARK]: true });
}

/** A whole number from 1 to `max` in a query (numeric text) or a JSON input; one message. */
function boundedNumber(label: string, max: number, fallback: number) {
  const message = `${label} must be a whole number from 1 to ${max}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number>({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );
}

interface PageParamOptions {
  /** The page size when none is asked for. */
  defaultSize: number;
  /** The largest page one may ask for: MAX_PAGE_SIZE unless a list needs less. */
  maxSize?: number;
}

/**
 * `?page=` (1 to MAX_PAGE, default 1) and `?pageSize=` (1 to `maxSize`, default `defaultSize`) of
 * every paged list: spread into the route's query schema, the page's address parsing and the MCP
 * tool's input. A list whose page size the server fixes passes `{ fixedSize }` and gets `page` only.
 * A refusal names the allowed range ("page must be a whole number from 1 to 100000").
 */
export function pageParams(options: PageParamOptions): {
  page: ReturnType<typeof boundedNumber>;
  pageSize: ReturnType<typeof boundedNumber>;
};
export function pageParams(options: { fixedSize: number }): {
  page: ReturnType<typeof boundedNumber>;
};
export function pageParams(options: PageParamOptions | { fixedSize: number }) {
  const page = boundedNumber("page", MAX_PAGE, 1);
  if ("fixedSize" in options) return { page };
  const maxSize = Math.min(options.maxSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize: boundedNumber("pageSize", maxSize, options.defaultSize) };
}
