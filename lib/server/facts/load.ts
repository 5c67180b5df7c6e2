import "server-only";
import { and, asc, count, eq, isNotNull, ne, not, sql } from "drizzle-orm";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import type { IndustryPeers, PeerFacts, PropertyFacts, SponsorFacts } from "@/lib/server/ai/types";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, specificEvents, sponsorBrands } from "@/lib/server/db/schema";
import { PermanentJobError } from "@/lib/server/jobs/context";
import type { MatchResult } from "@/lib/server/matching/types";
import { getContextMatch } from "@/lib/server/sponsors/match";
import { BUDGET_BANDS } from "@/lib/shared/profile";
import { rankRivals } from "./rivals";
import {
  cataloguePeerCandidate,
  toPeerCandidate,
  toPropertyFacts,
  toSponsorFacts,
  type PeerCandidate,
} from "./serialize";

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

/** Below this many same-industry brands in the database, the seeded catalogue tops them up. */
const MIN_PEERS = 4;
/** Rivals named to the AI (closest first). */
const MAX_RIVALS = 12;
/** Brands without known deals read for ranking: the nearest in budget band, home market first. */
const NEAREST_CANDIDATES = 300;
/** Brands with known deals read (all of them in practice: deals are researched by hand). */
const MAX_WITH_DEALS = 1000;

const peerColumns = {
  name: sponsorBrands.name,
  slug: sponsorBrands.slug,
  industry: sponsorBrands.industry,
  profile: sponsorBrands.profile,
  annualRevenue: sql<unknown>`${sponsorBrands.data}->'annualRevenue'`,
};

/** The profile lists sports deals (an array with something in it). */
const dealsKnown = sql`(jsonb_typeof(${sponsorBrands.profile}->'sportsSponsorships') = 'array' and ${sponsorBrands.profile}->'sportsSponsorships' <> '[]'::jsonb)`;

/** Nearest budget band to the sponsor's first, then headquartered in one of its key countries. */
function nearestFirst(sponsor: SponsorFacts) {
  const profile = sponsor.profile;
  if (!profile) return [asc(sponsorBrands.name)];
  const bands = sql.join(
    BUDGET_BANDS.map((band) => sql`${band}`),
    sql`, `,
  );
  const own = BUDGET_BANDS.indexOf(profile.budgetBand) + 1;
  const countries = profile.markets.countries;
  return [
    sql`abs(coalesce(array_position(array[${bands}]::text[], ${sponsorBrands.profile}->>'budgetBand'), 3) - ${own})`,
    ...(countries.length > 0
      ? [
          sql`(${sponsorBrands.country} in (${sql.join(
            countries.map((code) => sql`${code}`),
            sql`, `,
          )})) desc nulls last`,
        ]
      : []),
    asc(sponsorBrands.name),
  ];
}

/**
 * The sponsor's industry on file: how many other brands it holds, every one whose sports deals are
 * known, and the sponsor's closest rivals among them all, ranked by `rankRivals` (comparable size,
 * same markets, known deals). Brands whose deals are unknown are read nearest in size first, so a
 * large industry is not read whole. The seeded catalogue tops up a database that holds few (for
 * example before the catalogue is loaded).
 */
export async function loadPeers(sponsor: SponsorFacts): Promise<IndustryPeers> {
  if (!sponsor.industry) return { total: 0, rivals: [], withDeals: [] };
  const db = getDb();
  const sameIndustry = and(
    eq(sponsorBrands.industry, sponsor.industry),
    ne(sponsorBrands.id, sponsor.id),
  );
  const [[counted], dealRows, nearestRows] = await Promise.all([
    db.select({ total: count() }).from(sponsorBrands).where(sameIndustry),
    db
      .select(peerColumns)
      .from(sponsorBrands)
      .where(and(sameIndustry, dealsKnown))
      .orderBy(asc(sponsorBrands.name))
      .limit(MAX_WITH_DEALS),
    db
      .select(peerColumns)
      .from(sponsorBrands)
      .where(and(sameIndustry, isNotNull(sponsorBrands.profile), not(dealsKnown)))
      .orderBy(...nearestFirst(sponsor))
      .limit(NEAREST_CANDIDATES),
  ]);
  let total = counted?.total ?? 0;
  const candidates = [...dealRows, ...nearestRows].map(toPeerCandidate);
  if (total < MIN_PEERS) {
    const known = new Set(
      [sponsor.name, ...candidates.map((peer) => peer.name)].map((name) => name.toLowerCase()),
    );
    for (const entry of catalogueSponsors()) {
      if (entry.industry !== sponsor.industry || known.has(entry.name.toLowerCase())) continue;
      candidates.push(cataloguePeerCandidate(entry));
      total++;
    }
  }
  const self = {
    name: sponsor.name,
    profile: sponsor.profile,
    revenueUsd: sponsor.revenue?.amountUsd ?? null,
  };
  const ranked = rankRivals(self, candidates);
  const asPeer = ({ name, industry, sponsorships }: PeerCandidate): PeerFacts => ({
    name,
    industry,
    sponsorships,
  });
  return {
    total,
    rivals: ranked.slice(0, MAX_RIVALS).map(asPeer),
    withDeals: ranked.filter((peer) => peer.sponsorships.length > 0).map(asPeer),
  };
}
