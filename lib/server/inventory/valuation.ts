import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  inventoryPackageItems,
  inventoryPackages,
  specificEvents,
} from "@/lib/server/db/schema";
import { EVENT_BRAND_NOT_FOUND } from "@/lib/server/event-brands/queries";
import { AppError, notFound } from "@/lib/server/http/errors";
import {
  assetCategoryLabel,
  CHANNEL_CPM_USD,
  rateCardCents,
  type AssetCategory,
  type PropertyReach,
} from "@/lib/shared/inventory";
import { formatReportedValue } from "@/lib/shared/market";
import type { Valuation, ValuationComparable } from "@/lib/shared/schemas/valuation";
import { defaultSeason, eventsForAsset, seasonEvents } from "./seasons";
import { audienceValue } from "./valuation-audience";
import {
  loadAssets,
  propertySport,
  topTierRateCents,
  valuedDeals,
  type Selection,
} from "./valuation-data";
import {
  placementOf,
  placementSimilarity,
  rankComparables,
  valuePerYearUsd,
} from "./valuation-comparables";
import { explainValuation } from "./valuation-explanation";
import { combineRange } from "./valuation-range";

/** How many comparable deals a valuation shows and uses at most. */
export const MAX_COMPARABLES = 8;

export const PACKAGE_NOT_FOUND = "Package not found";

/**
 * What every valuation of one property in one season reads: the property, its season's events
 * and their own audience inputs, its sport, the valued market deals and its top-tier package.
 */
async function loadContext(eventBrandId: number, requestedSeason?: number) {
  const db = getDb();
  const [brand] = await db
    .select({
      id: eventBrands.id,
      name: eventBrands.name,
      industry: eventBrands.industry,
      profile: eventBrands.profile,
      reach: eventBrands.reach,
    })
    .from(eventBrands)
    .where(eq(eventBrands.id, eventBrandId));
  if (!brand) throw notFound(EVENT_BRAND_NOT_FOUND);
  const season = requestedSeason ?? (await defaultSeason(brand.id));
  const events = await seasonEvents(brand.id, season);
  const [eventReach, sport, deals, top] = await Promise.all([
    events.length
      ? db
          .select({ id: specificEvents.id, name: specificEvents.name, reach: specificEvents.reach })
          .from(specificEvents)
          .where(
            inArray(
              specificEvents.id,
              events.map((event) => event.id),
            ),
          )
      : [],
    propertySport(brand),
    valuedDeals(),
    topTierRateCents(brand.id, events),
  ]);
  return { brand, season, events, eventReach, sport, deals, top };
}
type ValuationContext = Awaited<ReturnType<typeof loadContext>>;
type AssetRow = Awaited<ReturnType<typeof loadAssets>>[number];

/** Pricing guidance for a selection of one property's assets (see docs/product.md, "Valuation"). */
export async function valueSelection(selection: Selection): Promise<Valuation> {
  const context = await loadContext(selection.eventBrandId, selection.season);
  const assets = await loadAssets(selection);
  return valueWith(context, assets, selection.items, selection.termSeasons ?? 1);
}

/**
 * One unit of each of a property's assets for a season, valued at once (the rate card's
 * guidance): the property's context is read once, not once per asset.
 */
export async function valueEachAsset(
  eventBrandId: number,
  assetIds: readonly number[],
  season?: number,
): Promise<Map<number, Valuation>> {
  const context = await loadContext(eventBrandId, season);
  const items = assetIds.map((assetId) => ({ assetId, quantity: 1 }));
  const assets = items.length ? await loadAssets({ eventBrandId, items }) : [];
  return new Map(
    assets.map((asset) => [
      asset.id,
      valueWith(context, [asset], [{ assetId: asset.id, quantity: 1 }], 1),
    ]),
  );
}

/** The valuation of some units of the given assets, in a property's loaded context. */
function valueWith(
  context: ValuationContext,
  assets: readonly AssetRow[],
  selected: Selection["items"],
  termSeasons: number,
): Valuation {
  const { brand, season, events, eventReach, sport: propertySportFound, deals, top } = context;
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  const items = selected.map((item) => {
    const asset = byId.get(item.assetId)!;
    const applies = eventsForAsset(asset, events);
    return {
      asset,
      quantity: item.quantity,
      eventIds: applies.map((event) => event.id),
      rateCardCents: rateCardCents(asset, item.quantity, applies.length),
    };
  });
  const rateCard = items.reduce((sum, item) => sum + item.rateCardCents, 0);
  const currencies = new Set(assets.map((asset) => asset.currency));
  const rateCardCurrency = currencies.size === 1 ? [...currencies][0]! : "mixed";

  // Comparables.
  const { sport, from: sportFrom } = propertySportFound;
  const weights = new Map<AssetCategory, number>();
  for (const item of items) {
    const category = item.asset.category as AssetCategory;
    weights.set(category, (weights.get(category) ?? 0) + (item.rateCardCents || item.quantity));
  }
  const candidates = deals.flatMap((deal) => {
    const perYear = valuePerYearUsd(deal.reportedValue!, deal.reportedFrom, deal.reportedTo);
    if (!perYear) return [];
    const placement = placementOf(deal.level);
    return [
      {
        deal,
        perYear,
        sameSport: sport !== null && deal.sport === sport,
        similarity: placementSimilarity(placement, weights),
        sameKind: deal.kind !== "team",
        startSeason: deal.startSeason,
        placement,
      },
    ];
  });
  const chosen = rankComparables(candidates, MAX_COMPARABLES);
  const topCategory = [...weights.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const comparables: ValuationComparable[] = chosen.map((c) => ({
    dealId: c.deal.id,
    property: c.deal.reportedProperty ?? c.deal.property,
    sponsor: c.deal.sponsorName,
    levelOrPlacement: c.deal.level,
    years: c.perYear.years,
    valuePerYearUsd: c.perYear.dollars,
    reportedValue: formatReportedValue(c.deal.reportedValue!),
    upTo: c.deal.reportedValue!.upTo,
    sport: c.deal.sport,
    sameSport: c.sameSport,
    similarity: c.similarity,
    sourceName: c.deal.sourceName ?? c.deal.sourceUrl!,
    sourceUrl: c.deal.sourceUrl!,
    sourceDate: c.deal.sourceDate,
    why: c.sameSport
      ? `Same sport (${c.deal.sport}) as ${brand.name}`
      : `Another sport (${c.deal.sport}); a ${c.placement} placement, placement similarity ${c.similarity} to ${topCategory ? assetCategoryLabel(topCategory).toLowerCase() : "the selection"}${c.sameKind ? ", a league or event like this property" : ""}`,
  }));

  const scale = top.cents > 0 && rateCardCurrency !== "mixed" ? rateCard / top.cents : 1;

  // Audience.
  const audience = audienceValue(
    items.map((item) => ({
      scope: item.asset.scope,
      quantity: item.quantity,
      exposure: item.asset.exposure,
      eventIds: item.eventIds,
    })),
    brand.reach as PropertyReach,
    eventReach.map((event) => ({ ...event, reach: event.reach as PropertyReach })),
  );
  const missingInputs = [...new Set(audience.channels.flatMap((channel) => channel.missing))];
  const range = combineRange({
    comparableValues: comparables.map((c) => c.valuePerYearUsd),
    sameSportCount: comparables.filter((c) => c.sameSport).length,
    scale,
    audienceValue: audience.value,
    missingInputs,
    estimatedInputs: audience.inputs.filter((input) => input.estimate).length,
  });

  if (events.length === 0)
    range.reasons.push(`no event of ${brand.name} is scheduled in ${season}`);
  return {
    eventBrandId: brand.id,
    season,
    termSeasons,
    currency: "USD",
    low: range.low,
    mid: range.mid,
    high: range.high,
    estimate: true,
    items: items.map((item) => ({
      assetId: item.asset.id,
      name: item.asset.name,
      category: item.asset.category,
      scope: item.asset.scope,
      quantity: item.quantity,
      events: item.eventIds.length,
      rateCard: item.rateCardCents / 100,
    })),
    rateCard: rateCard / 100,
    rateCardCurrency,
    basis: {
      comparables,
      comparableRange: range.comparable
        ? { ...range.comparable, scale: Math.round(scale * 1000) / 1000, sport, sportFrom }
        : null,
      audience: {
        value: audience.value,
        channels: audience.channels,
        inputs: audience.inputs,
        cpmUsd: CHANNEL_CPM_USD,
      },
    },
    confidence: range.confidence,
    confidenceReasons: range.reasons,
    explanation: explainValuation({
      brandName: brand.name,
      sport,
      sportFrom,
      comparables: comparables.length,
      sameSport: comparables.filter((c) => c.sameSport).length,
      scale,
      topTierName: top.name,
      audienceValue: audience.value,
      missingInputs,
      hasComparableRange: range.comparable !== null,
    }),
  };
}

/** A saved package's valuation: its items and term. */
export async function valuePackage(packageId: number, season?: number): Promise<Valuation> {
  const [pkg] = await getDb()
    .select({
      id: inventoryPackages.id,
      eventBrandId: inventoryPackages.eventBrandId,
      termSeasons: inventoryPackages.termSeasons,
    })
    .from(inventoryPackages)
    .where(eq(inventoryPackages.id, packageId));
  if (!pkg) throw notFound(PACKAGE_NOT_FOUND);
  const items = await getDb()
    .select({ assetId: inventoryPackageItems.assetId, quantity: inventoryPackageItems.quantity })
    .from(inventoryPackageItems)
    .where(eq(inventoryPackageItems.packageId, packageId));
  if (items.length === 0)
    throw new AppError("BAD_REQUEST", "This package has no assets to value yet");
  return valueSelection({
    eventBrandId: pkg.eventBrandId,
    items,
    season,
    termSeasons: pkg.termSeasons,
  });
}
