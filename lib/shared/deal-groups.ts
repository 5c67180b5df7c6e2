/**
 * How many cards of each group of /current-sponsors the server answers: the first ones, then the
 * same again with each "Show more", so a long deal history stays on the server. Zod-free, so the
 * page's client code can read it without the schemas.
 */
export const DEAL_GROUP_STEP = { premium: 12, standard: 24 } as const;

/** The most cards of one group an overview answers. */
export const MAX_DEAL_GROUP_CARDS = 1000;

/**
 * Conflicts a card of the overview carries in full; the rest are counted (`conflictCount`). A
 * deal in a crowded category can clash with dozens of others, and a card lists a few.
 */
export const CARD_CONFLICTS = 3;

/** The longest search the deal lists take (longer is refused by the API, clipped by the page). */
export const MAX_DEAL_SEARCH = 100;
