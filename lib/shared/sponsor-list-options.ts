/**
 * The sorts and page sizes of the sponsor lists, without zod: the sponsor grid's address parsers
 * and the client views read them, the request schemas in `schemas/sponsor.ts` too.
 */
export const SPONSOR_SORTS = ["match", "name", "industry", "recent"] as const;
export const SPONSOR_PAGE_SIZES = [12, 24, 48, 100] as const;
export const DISCOVERY_PAGE_SIZE = 24;
