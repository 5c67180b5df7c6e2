import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, matchRankings, specificEvents } from "@/lib/server/db/schema";
import { EVENT_BRAND_NOT_FOUND } from "@/lib/server/event-brands/queries";
import { AppError, notFound } from "@/lib/server/http/errors";
import type { MatchContext } from "@/lib/server/matching/types";
import { SPECIFIC_EVENT_NOT_FOUND } from "@/lib/server/specific-events/queries";
import { eventProfileSchema } from "@/lib/shared/schemas/profile";
import type { MatchContextView } from "@/lib/shared/schemas/sponsor";

type ScopeType = MatchContextView["type"];

/** Which context: an event brand or a specific event, by id. */
export interface ContextRef {
  type: ScopeType;
  id: number;
}

/** A context sponsors are matched against, loaded and ready for the engine. */
export interface ResolvedContext extends ContextRef {
  engine: MatchContext;
  view: MatchContextView;
  /**
   * The state of the context's ranking (null: never ranked), read in the same statement as the
   * context: a request needs both, and one round trip costs less than two.
   */
  ranking: typeof matchRankings.$inferSelect | null;
}

/** The ranking row of the context a select reads (joined to the context's own row). */
const rankingJoin = (type: ScopeType, id: typeof eventBrands.id | typeof specificEvents.id) =>
  and(eq(matchRankings.contextType, type), eq(matchRankings.contextId, id));

/** Which context a query names (a specific event wins over a brand), before it is loaded. */
export function contextRefOf(query: {
  eventBrandId?: number;
  specificEventId?: number;
}): ContextRef | null {
  if (query.specificEventId !== undefined)
    return { type: "specific-event", id: query.specificEventId };
  if (query.eventBrandId !== undefined) return { type: "event-brand", id: query.eventBrandId };
  return null;
}

/**
 * The context of a request: a specific event takes priority over a brand; null when
 * neither is given. Unknown ids are the owners' 404s; the brand is loaded with its matching
 * profile and the context's ranking state in the same query, which the shared getters do not
 * return.
 */
export async function resolveContext(query: {
  eventBrandId?: number;
  specificEventId?: number;
}): Promise<ResolvedContext | null> {
  const db = getDb();
  if (query.specificEventId !== undefined) {
    const [row] = await db
      .select({ event: specificEvents, brand: eventBrands, ranking: matchRankings })
      .from(specificEvents)
      .innerJoin(eventBrands, eq(eventBrands.id, specificEvents.eventBrandId))
      .leftJoin(matchRankings, rankingJoin("specific-event", specificEvents.id))
      .where(eq(specificEvents.id, query.specificEventId))
      .limit(1);
    if (!row) throw notFound(SPECIFIC_EVENT_NOT_FOUND);
    const { event, brand, ranking } = row;
    const eventView = {
      id: event.id,
      name: event.name,
      startDate: event.startDate,
      endDate: event.endDate,
      locationName: event.locationName,
      locationCountry: event.locationCountry,
    };
    return {
      type: "specific-event",
      id: event.id,
      engine: { kind: "specific-event", eventBrand: engineBrand(brand), event: eventView },
      view: {
        type: "specific-event",
        id: event.id,
        name: event.name,
        eventBrand: brandView(brand),
        event: eventView,
      },
      ranking,
    };
  }
  if (query.eventBrandId !== undefined) {
    const [row] = await db
      .select({ brand: eventBrands, ranking: matchRankings })
      .from(eventBrands)
      .leftJoin(matchRankings, rankingJoin("event-brand", eventBrands.id))
      .where(eq(eventBrands.id, query.eventBrandId))
      .limit(1);
    if (!row) throw notFound(EVENT_BRAND_NOT_FOUND);
    const { brand, ranking } = row;
    return {
      type: "event-brand",
      id: brand.id,
      engine: { kind: "event-brand", eventBrand: engineBrand(brand) },
      view: {
        type: "event-brand",
        id: brand.id,
        name: brand.name,
        eventBrand: brandView(brand),
        event: null,
      },
      ranking,
    };
  }
  return null;
}

/** A stored context by reference, or null when it no longer exists. */
export async function resolveContextRef(ref: ContextRef): Promise<ResolvedContext | null> {
  const query =
    ref.type === "specific-event" ? { specificEventId: ref.id } : { eventBrandId: ref.id };
  return resolveContext(query).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
}

type BrandRow = typeof eventBrands.$inferSelect;

function engineBrand(brand: BrandRow) {
  const profile = eventProfileSchema.safeParse(brand.profile);
  return { id: brand.id, name: brand.name, profile: profile.success ? profile.data : null };
}

function brandView(brand: BrandRow) {
  return { id: brand.id, name: brand.name, logoUrl: brand.logoUrl };
}
