/**
 * Address parameters shared by the list pages (docs/product.md, "Addresses of list views"). The
 * parsers come from "nuqs/server", which both sides may import: a page's client view reads them
 * with `useQueryStates` and its server page with `createLoader`, so the first view the server
 * prefetches is the one the client asks for. A value outside its range reads as the default.
 */
import { createParser } from "nuqs/server";
import { MAX_PAGE } from "./paging";

/** A whole number from min to max written in plain digits; anything else reads as missing. */
export function parseAsIntegerIn(min: number, max: number) {
  return createParser<number>({
    parse: (value) => {
      if (!/^\d{1,10}$/.test(value)) return null;
      const number = Number(value);
      return number >= min && number <= max ? number : null;
    },
    serialize: String,
  });
}

/** The largest id (PostgreSQL int4; MAX_INT4 in schemas/common.ts, which loads zod). */
const MAX_ID = 2_147_483_647;

/** ?page=: 1 when missing or invalid. */
export const parseAsPage = parseAsIntegerIn(1, MAX_PAGE).withDefault(1);

/** An id (?eventBrandId=, ?sponsorBrandId=): a positive int4, or missing. */
export const parseAsId = parseAsIntegerIn(1, MAX_ID);

/** How a change reaches the browser's history: a page, tab or choice is a step Back undoes. */
export const PUSH = { history: "push" } as const;
/** Typing in a search box replaces the entry instead of adding one per keystroke. */
export const REPLACE = { history: "replace" } as const;
