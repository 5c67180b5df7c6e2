/** Dashboard rules (docs/product.md#dashboard). */
export const TOP_MATCH_ABOVE = 85;
export const TOP_MATCH_COUNT = 3;
export const AI_RECOMMENDATION_COUNT = 2;
export const NEW_SPONSOR_COUNT = 3;
export const NEW_SPONSOR_WINDOW_DAYS = 7;

/** Sponsors matching over 85%, best first, at most 3. */
export function topMatches<T extends { matchPercentage: number | null }>(
  sponsors: readonly T[],
): T[] {
  return sponsors
    .filter((sponsor) => (sponsor.matchPercentage ?? 0) > TOP_MATCH_ABOVE)
    .sort((a, b) => (b.matchPercentage ?? 0) - (a.matchPercentage ?? 0))
    .slice(0, TOP_MATCH_COUNT);
}

/**
 * New sponsors: those created after the user's last visit (at most 3); if none, those created in
 * the last 7 days; newest first either way.
 */
export function newSponsors<T extends { createdAt: string }>(
  sponsors: readonly T[],
  lastVisit: string | null,
  now: Date = new Date(),
): T[] {
  const newestFirst = [...sponsors].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const sinceVisit = lastVisit
    ? newestFirst.filter((sponsor) => sponsor.createdAt > lastVisit)
    : [];
  if (sinceVisit.length > 0) return sinceVisit.slice(0, NEW_SPONSOR_COUNT);
  const windowStart = new Date(now.getTime() - NEW_SPONSOR_WINDOW_DAYS * 86_400_000).toISOString();
  return newestFirst
    .filter((sponsor) => sponsor.createdAt >= windowStart)
    .slice(0, NEW_SPONSOR_COUNT);
}
