/** The limits of the paged sponsor lists, shared by their APIs and the addresses of their pages. */

/** The last page one may ask for. */
export const MAX_PAGE = 100_000;
/** The largest page. */
export const MAX_PAGE_SIZE = 100;
