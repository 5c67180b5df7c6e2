import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { SameCompanyIndex } from "@/lib/server/catalogue/same-company";
import type { Db } from "@/lib/server/db/client";
import { eventBrands, marketProperties, sponsorBrands, sponsorDeals } from "@/lib/server/db/schema";
import { marketDealStatus, reportedYears } from "@/lib/shared/market";
import type { MarketDataFile, MarketDealRecord } from "./market-data";
import marketJson from "./data/deals/market-deals.json";

/**
 * The market's real, sourced deals (lib/server/seed/data/deals/market-deals.json, Behind the
 * Jersey's open data): its properties (leagues, teams, events) and their deals, with sources and
 * values exactly as reported. Idempotent: a second run changes nothing.
 *
 * - A league that is one of the user's event brands (by name, or LIV Golf and SailGP by league id)
 *   is linked to it, and the brand's sample deals are removed: a covered property shows only real
 *   deals (and its users' own).
 * - Sponsors are matched to catalogue companies by the one same-company rule; a sponsor the
 *   catalogue lacks is created as an unlisted company (`source = "market"`, no market-cap band,
 *   no listed-company facts), whose industry is unknown until someone sets it.
 */

const LOCK_KEY = 724_301_977;

/** The user's event brands that some market leagues are, named differently by the data. */
const EVENT_BRAND_OF_LEAGUE: Record<string, string> = {
  "liv-golf": "LIV Golf",
  sailgp: "SailGP",
};

export const MARKET_DATA = marketJson as MarketDataFile;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface MarketSeedResult {
  marketPropertiesCreated: number;
  marketDealsCreated: number;
  marketDealsUpdated: number;
  marketDealsRemoved: number;
  marketSponsorsCreated: number;
  sampleDealsRemoved: number;
}

/** "Bahri (National Shipping Company of Saudi Arabia)" → "Bahri": the name without its gloss. */
const plainName = (name: string) => name.replace(/\s*\(.*\)\s*$/, "").trim() || name;

export async function seedMarketDeals(
  db: Db,
  options: { today?: Date; data?: MarketDataFile } = {},
): Promise<MarketSeedResult> {
  const today = options.today ?? new Date();
  const data = options.data ?? MARKET_DATA;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const properties = await seedProperties(tx, data);
    const links = await linkEventBrands(tx, properties.ids, data);
    const sampleDealsRemoved = links.length
      ? (
          await tx
            .delete(sponsorDeals)
            .where(and(eq(sponsorDeals.isSample, true), inArray(sponsorDeals.eventBrandId, links)))
            .returning({ id: sponsorDeals.id })
        ).length
      : 0;
    const sponsors = await matchSponsors(tx, data.deals);
    const deals = await seedDeals(tx, data.deals, properties.ids, sponsors.byName, today);
    return {
      marketPropertiesCreated: properties.created,
      marketDealsCreated: deals.created,
      marketDealsUpdated: deals.updated,
      marketDealsRemoved: deals.removed,
      marketSponsorsCreated: sponsors.created,
      sampleDealsRemoved,
    };
  });
}

async function seedProperties(tx: Tx, data: MarketDataFile) {
  const inserted = await tx
    .insert(marketProperties)
    .values(
      data.properties.map((property) => ({
        key: property.key,
        name: property.name,
        kind: property.kind,
        sport: property.sport,
        leagueId: property.leagueId,
      })),
    )
    .onConflictDoNothing({ target: marketProperties.key })
    .returning({ id: marketProperties.id });
  const rows = await tx
    .select({
      id: marketProperties.id,
      key: marketProperties.key,
      name: marketProperties.name,
      parentId: marketProperties.parentId,
    })
    .from(marketProperties);
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  for (const property of data.properties) {
    const row = rows.find((r) => r.key === property.key)!;
    const parentId = property.parentKey ? (ids.get(property.parentKey) ?? null) : null;
    if (row.parentId !== parentId || row.name !== property.name) {
      await tx
        .update(marketProperties)
        .set({ parentId, name: property.name })
        .where(eq(marketProperties.id, row.id));
    }
  }
  return { ids, created: inserted.length };
}

/** Link the leagues that are user event brands; answers the linked event brand ids. */
async function linkEventBrands(
  tx: Tx,
  ids: Map<string, number>,
  data: MarketDataFile,
): Promise<number[]> {
  const brands = await tx.select({ id: eventBrands.id, name: eventBrands.name }).from(eventBrands);
  const byName = new Map(brands.map((brand) => [brand.name.toLowerCase(), brand.id]));
  for (const property of data.properties) {
    if (property.kind !== "league") continue;
    const name = EVENT_BRAND_OF_LEAGUE[property.leagueId] ?? property.name;
    const brandId = byName.get(name.toLowerCase()) ?? byName.get(property.name.toLowerCase());
    if (!brandId) continue;
    await tx
      .update(marketProperties)
      .set({ eventBrandId: brandId })
      .where(
        and(eq(marketProperties.id, ids.get(property.key)!), isNull(marketProperties.eventBrandId)),
      );
  }
  const linked = await tx
    .select({ id: marketProperties.eventBrandId })
    .from(marketProperties)
    .where(isNotNull(marketProperties.eventBrandId));
  return [...new Set(linked.map((row) => row.id!))];
}

interface CatalogueMatch {
  id: number;
  name: string;
  aliases: string | null;
  domain: string | null;
  country: string | null;
  industry: string | null;
  logo: string | null;
}

/** Each deal's sponsor in the catalogue, by the same-company rule; missing ones are created. */
async function matchSponsors(tx: Tx, deals: readonly MarketDealRecord[]) {
  const catalogue = await tx
    .select({
      id: sponsorBrands.id,
      name: sponsorBrands.name,
      aliases: sponsorBrands.aliases,
      domain: sponsorBrands.domain,
      country: sponsorBrands.country,
      industry: sponsorBrands.industry,
      logo: sponsorBrands.logo,
    })
    .from(sponsorBrands)
    // Two companies can share a name ("EQT AB" and "EQT Holdings Limited" are both "EQT"): the
    // first added wins, so every seed picks the same one. Read in table order, the pick followed
    // where the last seed's alias update had moved each row, and a re-seed moved the deal.
    .orderBy(asc(sponsorBrands.id));
  const index = new SameCompanyIndex<CatalogueMatch>(catalogue);
  const find = (name: string) =>
    index.find({ name, domain: null, country: null }) ??
    index.find({ name: plainName(name), domain: null, country: null });
  const missing = new Map<string, string>();
  for (const deal of deals) {
    if (!find(deal.sponsorName))
      missing.set(plainName(deal.sponsorName).toLowerCase(), deal.sponsorName);
  }
  let created = 0;
  if (missing.size > 0) {
    const rows = await tx
      .insert(sponsorBrands)
      .values(
        [...missing.values()].map((name) => ({
          name: plainName(name),
          source: "market",
          data: { market: { reportedName: name, listed: false } },
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: sponsorBrands.id,
        name: sponsorBrands.name,
        aliases: sponsorBrands.aliases,
        domain: sponsorBrands.domain,
        country: sponsorBrands.country,
        industry: sponsorBrands.industry,
        logo: sponsorBrands.logo,
      });
    created = rows.length;
    for (const row of rows) index.add(row);
  }
  const byName = new Map<string, CatalogueMatch | null>();
  for (const deal of deals) byName.set(deal.sponsorName, find(deal.sponsorName));
  return { byName, created };
}

type DealInsert = typeof sponsorDeals.$inferInsert;

/** A value as comparable text: the database hands jsonb objects back with their keys reordered. */
const stable = (value: unknown) =>
  value && typeof value === "object"
    ? JSON.stringify(value, Object.keys(value).sort())
    : JSON.stringify(value ?? null);

/** The columns a re-seed keeps in step with the data (and with the day, for the status). */
const TRACKED = [
  "marketPropertyId",
  "sponsorBrandId",
  "sponsorName",
  "industry",
  "logoUrl",
  "sponsorshipLevel",
  "status",
  "reportedProperty",
  "reportedFrom",
  "reportedTo",
  "startSeason",
  "reportedValue",
  "sourceName",
  "sourceUrl",
  "sourceDate",
  "note",
] as const;

async function seedDeals(
  tx: Tx,
  deals: readonly MarketDealRecord[],
  propertyIds: Map<string, number>,
  sponsors: Map<string, CatalogueMatch | null>,
  today: Date,
) {
  const wanted = deals.map((deal): DealInsert & { marketKey: string } => {
    const sponsor = sponsors.get(deal.sponsorName) ?? null;
    return {
      marketKey: deal.key,
      marketPropertyId: propertyIds.get(deal.propertyKey)!,
      sponsorBrandId: sponsor?.id ?? null,
      sponsorName: deal.sponsorName,
      industry: sponsor?.industry ?? null,
      logoUrl: sponsor?.logo ?? null,
      sponsorshipLevel: deal.level.slice(0, 100),
      status: marketDealStatus(deal.from, deal.to, today),
      reportedProperty: deal.reportedProperty,
      reportedFrom: deal.from,
      reportedTo: deal.to,
      startSeason: reportedYears(deal.from, deal.to).start,
      reportedValue: deal.value,
      sourceName: deal.source?.name ?? null,
      sourceUrl: deal.source?.url ?? null,
      sourceDate: deal.source?.date?.slice(0, 10) ?? null,
      note: deal.note,
    };
  });
  const existing = await tx.select().from(sponsorDeals).where(isNotNull(sponsorDeals.marketKey));
  const byKey = new Map(existing.map((row) => [row.marketKey!, row]));
  const fresh = wanted.filter((row) => !byKey.has(row.marketKey));
  for (let start = 0; start < fresh.length; start += 250) {
    await tx.insert(sponsorDeals).values(fresh.slice(start, start + 250));
  }
  let updated = 0;
  for (const row of wanted) {
    const current = byKey.get(row.marketKey);
    if (!current) continue;
    const changed = TRACKED.filter((column) => stable(current[column]) !== stable(row[column]));
    if (changed.length === 0) continue;
    await tx
      .update(sponsorDeals)
      .set(Object.fromEntries(changed.map((column) => [column, row[column] ?? null])))
      .where(eq(sponsorDeals.id, current.id));
    updated++;
  }
  const keys = wanted.map((row) => row.marketKey);
  const removed = await tx
    .delete(sponsorDeals)
    .where(and(isNotNull(sponsorDeals.marketKey), notInArray(sponsorDeals.marketKey, keys)))
    .returning({ id: sponsorDeals.id });
  return { created: fresh.length, updated, removed: removed.length };
}
