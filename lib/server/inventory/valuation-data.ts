import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  marketProperties,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/errors";
import { rateCardCents } from "@/lib/shared/inventory";
import { eventsForAsset, type SeasonEvent } from "./seasons";

/** What a valuation reads from the database: the selection's assets, the sport, packages, deals. */

export interface Selection {
  eventBrandId: number;
  items: ReadonlyArray<{ assetId: number; quantity: number }>;
  season?: number;
  termSeasons?: number;
}

type AssetRow = typeof inventoryAssets.$inferSelect;

/** The assets of the selection, refusing unknown ones and another property's by name. */
export async function loadAssets(selection: Selection): Promise<AssetRow[]> {
  const ids = selection.items.map((item) => item.assetId);
  const rows = await getDb().select().from(inventoryAssets).where(inArray(inventoryAssets.id, ids));
  const found = new Set(rows.map((row) => row.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) {
    const message = `No asset has the id ${unknown.join(", ")}`;
    throw new AppError("VALIDATION_ERROR", message, {
      details: [{ path: "body.items", message }],
    });
  }
  const foreign = rows.filter((row) => row.eventBrandId !== selection.eventBrandId);
  if (foreign.length) {
    const message = `These assets belong to another property: ${foreign.map((row) => row.name).join(", ")}`;
    throw new AppError("VALIDATION_ERROR", message, {
      details: [{ path: "body.items", message }],
    });
  }
  return rows;
}

/** The sport comparables are matched by, and where it was read from. */
export async function propertySport(brand: {
  id: number;
  industry: string | null;
  profile: unknown;
}): Promise<{ sport: string | null; from: string }> {
  const [linked] = await getDb()
    .select({ sport: marketProperties.sport, name: marketProperties.name })
    .from(marketProperties)
    .where(eq(marketProperties.eventBrandId, brand.id))
    .limit(1);
  if (linked) return { sport: linked.sport, from: `its market property ${linked.name}` };
  const profileSport = (brand.profile as { sport?: unknown } | null)?.sport;
  if (typeof profileSport === "string" && profileSport.trim())
    return { sport: sportKey(profileSport), from: "its profile" };
  if (brand.industry?.trim())
    return {
      sport: sportKey(brand.industry.replace(/^professional\s+/i, "")),
      from: "its industry",
    };
  return { sport: null, from: "nothing: the property names no sport" };
}

/** "Golf" → "golf", "American Football" → "american-football": the market data's sport ids. */
const sportKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, "-");

/** The property's most valuable package's rate card for the season, in cents (0 without one). */
export async function topTierRateCents(
  eventBrandId: number,
  events: readonly SeasonEvent[],
): Promise<{ cents: number; name: string | null }> {
  const rows = await getDb()
    .select({
      packageId: inventoryPackages.id,
      name: inventoryPackages.name,
      quantity: inventoryPackageItems.quantity,
      asset: inventoryAssets,
    })
    .from(inventoryPackages)
    .innerJoin(inventoryPackageItems, eq(inventoryPackageItems.packageId, inventoryPackages.id))
    .innerJoin(inventoryAssets, eq(inventoryAssets.id, inventoryPackageItems.assetId))
    .where(eq(inventoryPackages.eventBrandId, eventBrandId));
  const totals = new Map<number, { cents: number; name: string }>();
  for (const row of rows) {
    const cents = rateCardCents(row.asset, row.quantity, eventsForAsset(row.asset, events).length);
    const total = totals.get(row.packageId) ?? { cents: 0, name: row.name };
    total.cents += cents;
    totals.set(row.packageId, total);
  }
  let top: { cents: number; name: string | null } = { cents: 0, name: null };
  for (const total of totals.values()) if (total.cents > top.cents) top = total;
  return top;
}

/** Sourced deals with a reported value and a source address: never a sample, never unvalued. */
export async function valuedDeals() {
  return getDb()
    .select({
      id: sponsorDeals.id,
      sponsorName: sponsorDeals.sponsorName,
      level: sponsorDeals.sponsorshipLevel,
      reportedProperty: sponsorDeals.reportedProperty,
      reportedFrom: sponsorDeals.reportedFrom,
      reportedTo: sponsorDeals.reportedTo,
      startSeason: sponsorDeals.startSeason,
      reportedValue: sponsorDeals.reportedValue,
      sourceName: sponsorDeals.sourceName,
      sourceUrl: sponsorDeals.sourceUrl,
      sourceDate: sponsorDeals.sourceDate,
      property: marketProperties.name,
      kind: marketProperties.kind,
      sport: marketProperties.sport,
    })
    .from(sponsorDeals)
    .innerJoin(marketProperties, eq(marketProperties.id, sponsorDeals.marketPropertyId))
    .where(
      and(
        isNotNull(sponsorDeals.reportedValue),
        eq(sponsorDeals.isSample, false),
        isNotNull(sponsorDeals.sourceUrl),
      ),
    );
}
