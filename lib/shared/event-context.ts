/** Keys of everything the app keeps in browser storage. */
export const STORAGE_KEYS = {
  selectedEventBrandId: "selectedEventBrandId",
  recentEventContexts: "recentEventContexts",
  forceEventsRefresh: "forceEventsRefresh",
  eventView: "eventViewMode",
  devBannerDismissed: "devBannerDismissed",
} as const;

/** Mirror of the selected brand in a cookie, so that server-rendered pages know it too. */
export const SELECTED_BRAND_COOKIE = "pitchside-event-brand";

/**
 * Mirror of the development banner's dismissal, so the server renders the page as the browser will
 * show it (no banner appearing, and nothing shifting, after hydration).
 */
export const DEV_BANNER_COOKIE = "pitchside-dev-banner-dismissed";

export const MAX_RECENT_CONTEXTS = 5;

export interface BrandRef {
  id: number;
  name: string;
}

/** The default context: the first brand whose name has both "liv" and "golf", else the first brand. */
export function defaultEventBrandId(brands: readonly BrandRef[]): number | null {
  const golf = brands.find((brand) => {
    const name = brand.name.toLowerCase();
    return name.includes("liv") && name.includes("golf");
  });
  return (golf ?? brands[0])?.id ?? null;
}

/**
 * The selected brand: a saved choice wins while that brand still exists, then the user's default
 * from settings, then the default rule.
 */
export function resolveSelectedEventBrandId(
  brands: readonly BrandRef[],
  saved: unknown,
  preferred?: number | null,
): number | null {
  const exists = (id: unknown): id is number =>
    typeof id === "number" && brands.some((brand) => brand.id === id);
  const savedId = typeof saved === "string" && /^\d+$/.test(saved) ? Number(saved) : saved;
  if (exists(savedId)) return savedId;
  if (exists(preferred)) return preferred;
  return defaultEventBrandId(brands);
}

export interface RecentContext {
  id: string;
  name: string;
  type: "specific-event" | "event-brand";
  timestamp: number;
  logoUrl?: string | null;
}

/**
 * A stored entry that is well formed. Checked by hand rather than with zod: this module is in every
 * page's bundle through the app shell, and zod would add about 23 KB (gzipped) to each.
 */
export function isRecentContext(value: unknown): value is RecentContext {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === "string" &&
    /^(specific-event|event-brand)-\d+$/.test(entry.id) &&
    typeof entry.name === "string" &&
    (entry.type === "specific-event" || entry.type === "event-brand") &&
    typeof entry.timestamp === "number" &&
    Number.isFinite(entry.timestamp) &&
    (entry.logoUrl === undefined || entry.logoUrl === null || typeof entry.logoUrl === "string")
  );
}

/** The newest goes first, replaces an entry with the same id, and the list keeps 5. */
export function addRecentContext(
  list: readonly RecentContext[],
  entry: RecentContext,
): RecentContext[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, MAX_RECENT_CONTEXTS);
}

/** Read the stored list; anything malformed is dropped rather than trusted. */
export function parseRecentContexts(raw: string | null): RecentContext[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isRecentContext)
      .map(({ id, name, type, timestamp, logoUrl }) => ({ id, name, type, timestamp, logoUrl }))
      .slice(0, MAX_RECENT_CONTEXTS);
  } catch {
    return [];
  }
}

export const recentContextId = (type: RecentContext["type"], id: number) => `${type}-${id}`;
