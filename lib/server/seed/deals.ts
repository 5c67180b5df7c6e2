import "server-only";
import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import { eventBrands, marketProperties, sponsorBrands, sponsorDeals } from "@/lib/server/db/schema";
import {
  dealStatusOn,
  planPropertyHistory,
  type PlannedDeal,
} from "@/lib/server/deals/sample-history";
import { sponsorOptionColumns } from "@/lib/server/sponsors/serialize";
import type { PropertyTier } from "@/lib/shared/profile";
import { seededRandom } from "@/lib/shared/seeded-random";
import { SEED_EVENT_BRANDS } from "./event-brands";

/**
 * Sample deal history of the seeded properties: several hundred deals from each property's first
 * season to the coming months, with real catalogue sponsors, levels, values by level and property
 * tier, and activation types. Every row is `isSample` (shown as sample data, read-only), and no two
 * of them clash on category exclusivity.
 */

const LOCK_KEY = 724_301_733;

/** First season of each seeded property and the industries its sport draws most. */
const PROPERTIES: Record<string, { firstSeason: number; favoured: string[] }> = {
  "LIV Golf": {
    firstSeason: 2022,
    favoured: [
      "Golf Equipment",
      "Luxury & Watches",
      "Automotive",
      "Banking & Financial Services",
      "Wealth & Asset Management",
      "Airlines",
      "Hotels & Hospitality",
      "Wine & Spirits",
      "Real Estate & Construction",
      "Energy",
    ],
  },
  "Australian Open": {
    firstSeason: 2018,
    favoured: [
      "Automotive",
      "Luxury & Watches",
      "Sportswear",
      "Banking & Financial Services",
      "Airlines",
      "Non-Alcoholic Beverages",
      "Beer",
      "Wine & Spirits",
      "Consumer Electronics",
      "Travel & Tourism",
    ],
  },
  SailGP: {
    firstSeason: 2019,
    favoured: [
      "Technology & Software",
      "Luxury & Watches",
      "Banking & Financial Services",
      "Energy",
      "Logistics & Shipping",
      "Telecommunications",
      "Travel & Tourism",
      "Insurance",
    ],
  },
  "The Hundred": {
    firstSeason: 2021,
    favoured: [
      "Banking & Financial Services",
      "Insurance",
      "Beer",
      "Food & Restaurants",
      "Telecommunications",
      "Retail",
      "Media & Entertainment",
      "Non-Alcoholic Beverages",
    ],
  },
};

const TIER_PRICE: Record<PropertyTier, number> = {
  local: 0.15,
  regional: 0.3,
  national: 0.55,
  international: 1,
  "global-elite": 1.6,
};

/** A stable seed per property, so the history does not change between runs. */
const seedOf = (name: string) =>
  [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 17);

/**
 * Insert the sample history once. Idempotent: does nothing when any sample deal exists (deleting
 * them all and seeding again gives the same rows for the same `today`). Properties or catalogue
 * brands that are missing are skipped, and so are properties the market data covers (linked to a
 * market property): their deals are the real ones.
 */
export async function seedSampleDeals(
  db: Db,
  options: { today?: Date } = {},
): Promise<{ created: number }> {
  const today = options.today ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const [existing] = await tx
      .select({ id: sponsorDeals.id })
      .from(sponsorDeals)
      .where(eq(sponsorDeals.isSample, true))
      .limit(1);
    if (existing) return { created: 0 };

    const seeded = SEED_EVENT_BRANDS.filter((brand) => PROPERTIES[brand.name]);
    const covered = tx
      .select({ id: marketProperties.eventBrandId })
      .from(marketProperties)
      .where(isNotNull(marketProperties.eventBrandId));
    const brands = await tx
      .select({ id: eventBrands.id, name: eventBrands.name })
      .from(eventBrands)
      .where(
        and(
          inArray(
            eventBrands.name,
            seeded.map((brand) => brand.name),
          ),
          notInArray(eventBrands.id, covered),
        ),
      );
    const catalogue = await tx
      .select(sponsorOptionColumns)
      .from(sponsorBrands)
      .where(and(isNotNull(sponsorBrands.slug), isNotNull(sponsorBrands.industry)))
      .orderBy(sponsorBrands.slug);
    if (catalogue.length === 0) return { created: 0 };

    const planned: Array<PlannedDeal & { eventBrandId: number }> = [];
    for (const brand of seeded) {
      const row = brands.find((b) => b.name === brand.name);
      const property = PROPERTIES[brand.name];
      if (!row || !property) continue;
      const deals = planPropertyHistory({
        random: seededRandom(seedOf(brand.name)),
        sponsors: catalogue.map((s) => ({ ...s, industry: s.industry! })),
        firstSeason: property.firstSeason,
        favoured: property.favoured,
        price: TIER_PRICE[brand.profile.tier],
        today,
      });
      planned.push(...deals.map((deal) => ({ ...deal, eventBrandId: row.id })));
    }

    const rows = planned.map((deal) => ({
      eventBrandId: deal.eventBrandId,
      sponsorBrandId: deal.sponsor.id,
      sponsorName: deal.sponsor.name,
      industry: deal.sponsor.industry,
      logoUrl: deal.sponsor.logo,
      sponsorshipLevel: deal.level,
      isExclusive: deal.isExclusive,
      status: dealStatusOn(deal.startDate, deal.endDate, today),
      valueCents: deal.valueCents,
      currency: "USD",
      startDate: deal.startDate,
      endDate: deal.endDate,
      activationTypes: deal.activationTypes,
      isSample: true,
    }));
    for (let start = 0; start < rows.length; start += 250) {
      await tx.insert(sponsorDeals).values(rows.slice(start, start + 250));
    }
    return { created: rows.length };
  });
}
