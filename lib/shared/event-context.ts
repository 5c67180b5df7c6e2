import { z } from "zod";

/** Browser storage keys of the specification (P1 §9). */
export const STORAGE_KEYS = {
  selectedEventBrandId: "selectedEventBrandId",
  recentEventContexts: "recentEventContexts",
  forceEventsRefresh: "forceEventsRefresh",
  eventView: "eventViewMode",
  devBannerDismissed: "devBannerDismissed",
} as const;

/** Mirror of the selected brand in a cookie, so that server-rendered pages know it too. */
export const SELECTED_BRAND_COOKIE = "pitchside-event-brand";

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

export const recentContextSchema = z.object({
  id: z.string().regex(/^(specific-event|event-brand)-\d+$/),
  name: z.string(),
  type: z.enum(["specific-event", "event-brand"]),
  timestamp: z.number(),
  logoUrl: z.string().nullish(),
});
export type RecentContext = z.infer<typeof recentContextSchema>;

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
      .map((item) => recentContextSchema.safeParse(item))
      .flatMap((result) => (result.success ? [result.data] : []))
      .slice(0, MAX_RECENT_CONTEXTS);
  } catch {
    return [];
  }
}

export const recentContextId = (type: RecentContext["type"], id: number) => `${type}-${id}`;
