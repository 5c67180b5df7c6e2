import "server-only";
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import type { PeerFacts, PropertyFacts, SponsorFacts } from "@/lib/server/ai/types";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, specificEvents, sponsorBrands } from "@/lib/server/db/schema";
import { PermanentJobError } from "@/lib/server/jobs/context";
import type { MatchResult } from "@/lib/server/matching/types";
import { getContextMatch } from "@/lib/server/sponsors/match";
import { profileOf } from "@/lib/server/sponsors/serialize";
import { toPropertyFacts, toSponsorFacts } from "./serialize";

/**
 * Loading what a job's AI work is grounded on; anything missing is a PermanentJobError (retrying
 * won't help).
 */

export type SponsorRow = typeof sponsorBrands.$inferSelect;

export async function loadSponsorRow(id: number): Promise<SponsorRow> {
  const [row] = await getDb().select().from(sponsorBrands).where(eq(sponsorBrands.id, id)).limit(1);
  if (!row) throw new PermanentJobError(`Sponsor brand ${id} not found`);
  return row;
}

export async function loadSponsorFacts(id: number): Promise<SponsorFacts> {
  return toSponsorFacts(await loadSponsorRow(id));
}

export interface PropertyRef {
  eventBrandId: number;
  specificEventId?: number | null;
}

/** The property, its calendar and (when given) the specific event, which must belong to it. */
export async function loadPropertyFacts(ref: PropertyRef): Promise<PropertyFacts> {
  const db = getDb();
  const [brand] = await db
    .select()
    .from(eventBrands)
    .where(eq(eventBrands.id, ref.eventBrandId))
    .limit(1);
  if (!brand) throw new PermanentJobError(`Event brand ${ref.eventBrandId} not found`);
  const calendar = await db
    .select()
    .from(specificEvents)
    .where(eq(specificEvents.eventBrandId, brand.id))
    .orderBy(asc(specificEvents.startDate), asc(specificEvents.id));
  let focus = null;
  if (ref.specificEventId) {
    focus = calendar.find((event) => event.id === ref.specificEventId) ?? null;
    if (!focus)
      throw new PermanentJobError(
        `Specific event ${ref.specificEventId} is not an event of ${brand.name}`,
      );
  }
  return toPropertyFacts(brand, calendar, focus);
}

/** The property of a specific event, found from the event's id. */
export async function loadEventPropertyFacts(specificEventId: number): Promise<PropertyFacts> {
  const [event] = await getDb()
    .select({ eventBrandId: specificEvents.eventBrandId })
    .from(specificEvents)
    .where(eq(specificEvents.id, specificEventId))
    .limit(1);
  if (!event) throw new PermanentJobError(`Specific event ${specificEventId} not found`);
  return loadPropertyFacts({ eventBrandId: event.eventBrandId, specificEventId });
}

/**
 * The sponsor's match for the property (or its event) the work is for: the one definition the
 * screens show (`getContextMatch`), so a text or a proposal never states another percentage than
 * the sponsor's page for the same context.
 */
export async function matchSponsor(
  sponsor: SponsorFacts,
  property: PropertyFacts,
): Promise<MatchResult> {
  const match = await getContextMatch(sponsor.id, {
    eventBrandId: property.eventBrand.id,
    specificEventId: property.event?.id,
  });
  if (!match) throw new PermanentJobError(`Sponsor brand ${sponsor.id} not found`);
  return match;
}

const MIN_PEERS = 4;
const MAX_PEERS = 12;

/**
 * Same-industry brands with their known sports deals: from the database first, topped up from the
 * seeded catalogue when the database holds few (for example before the catalogue is loaded).
 */
export async function loadPeers(sponsor: SponsorFacts): Promise<PeerFacts[]> {
  if (!sponsor.industry) return [];
  const rows = await getDb()
    .select({
      name: sponsorBrands.name,
      industry: sponsorBrands.industry,
      profile: sponsorBrands.profile,
    })
    .from(sponsorBrands)
    .where(
      and(
        eq(sponsorBrands.industry, sponsor.industry),
        ne(sponsorBrands.id, sponsor.id),
        isNotNull(sponsorBrands.profile),
      ),
    )
    .orderBy(asc(sponsorBrands.name))
    .limit(MAX_PEERS);
  const peers: PeerFacts[] = rows.map((row) => {
    const profile = profileOf(row);
    return {
      name: row.name,
      industry: row.industry,
      sponsorships: profile?.sportsSponsorships ?? [],
    };
  });
  if (peers.length >= MIN_PEERS) return peers;
  const known = new Set(
    [sponsor.name, ...peers.map((peer) => peer.name)].map((n) => n.toLowerCase()),
  );
  for (const entry of catalogueSponsors()) {
    if (peers.length >= MAX_PEERS) break;
    if (entry.industry !== sponsor.industry || known.has(entry.name.toLowerCase())) continue;
    peers.push({
      name: entry.name,
      industry: entry.industry,
      sponsorships: entry.profile.sportsSponsorships,
    });
  }
  return peers;
}
