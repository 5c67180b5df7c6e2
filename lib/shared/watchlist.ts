/** Rules of the watchlist (followed brands) shared by its API and its screens; no zod here. */

/** The longest note a user may keep on a followed brand. */
export const FAVORITE_NOTES_MAX = 2000;
