/** Dashboard rules (docs/product.md#dashboard). */
import { DAY_MS } from "./dates";

export const TOP_MATCH_ABOVE = 85;
export const TOP_MATCH_COUNT = 3;
export const AI_RECOMMENDATION_COUNT = 2;
export const NEW_SPONSOR_COUNT = 3;
export const NEW_SPONSOR_WINDOW_DAYS = 7;
/**
 * The origins a new sponsor can have: added by a user or by an import. The catalogue loaded at
 * install (curated brands and reference companies) is created at that moment too, but it is not
 * new to anyone: counting it would fill New Sponsors with the alphabetically first companies.
 */
export const NEW_SPONSOR_SOURCES = ["user", "import"] as const;

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
 * New sponsors: of those a user or an import added (`NEW_SPONSOR_SOURCES`, filtered by the
 * server), those created after the user's last visit (at most 3); if none, those created in the
 * last 7 days; newest first either way.
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
  const windowStart = new Date(now.getTime() - NEW_SPONSOR_WINDOW_DAYS * DAY_MS).toISOString();
  return newestFirst
    .filter((sponsor) => sponsor.createdAt >= windowStart)
    .slice(0, NEW_SPONSOR_COUNT);
}

/** Set when the user dismisses the checklist; the server page reads it to leave the card out. */
export const CHECKLIST_DISMISSED_COOKIE = "pitchside-checklist-dismissed";

/** What the first-run checklist is ticked from (the workspace's data for the selected property). */
export interface FirstRunFacts {
  /** The selected property, if any. */
  eventBrandId: number | null;
  /** Properties in the workspace. */
  brandCount: number;
  /** Events of the selected property. */
  eventCount: number;
  /** Sponsors followed by the user, or engaged with for the property. */
  discovered: boolean;
  /** A sponsor of the property has deep research. */
  researched: boolean;
  /** A sponsor of the property has activation ideas or a mockup (the pitch material). */
  pitched: boolean;
}

export interface FirstRunStep {
  key: "property" | "event" | "discover" | "research" | "pitch";
  label: string;
  href: string;
  done: boolean;
}

/** The first hour's steps, in order: property → event → discover → research → pitch. */
export function firstRunSteps(facts: FirstRunFacts): FirstRunStep[] {
  const brand = facts.eventBrandId;
  const withBrand = (path: string) => (brand ? `${path}?eventBrandId=${brand}` : path);
  return [
    {
      key: "property",
      label: "Add your property",
      href: "/event-brands",
      done: facts.brandCount > 0,
    },
    {
      key: "event",
      label: "Add an event",
      href: withBrand("/specific-events"),
      done: facts.eventCount > 0,
    },
    {
      key: "discover",
      label: "Discover sponsors",
      href: withBrand("/sponsor-discovery"),
      done: facts.discovered,
    },
    {
      key: "research",
      label: "Research a sponsor",
      href: "/sponsor-brands",
      done: facts.researched,
    },
    { key: "pitch", label: "Prepare a pitch", href: "/sponsor-brands", done: facts.pitched },
  ];
}
