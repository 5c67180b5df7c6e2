import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { inventoryAssets, inventoryPackageItems, inventoryPackages } from "@/lib/server/db/schema";
import { fromCents } from "@/lib/shared/schemas/money";
import type { InvestmentOptions } from "@/lib/shared/proposal-investment";

/**
 * What the builder's Investment section offers for a property: its packages (with their items,
 * price and term) and its assets (with the seller's list and floor prices). Plain data for the
 * page's client island; the seller's own view, never a sponsor's.
 */
export async function investmentOptions(eventBrandId: number): Promise<InvestmentOptions> {
  const db = getDb();
  const [assets, packages] = await Promise.all([
    db
      .select()
      .from(inventoryAssets)
      .where(eq(inventoryAssets.eventBrandId, eventBrandId))
      .orderBy(asc(inventoryAssets.name)),
    db
      .select()
      .from(inventoryPackages)
      .where(eq(inventoryPackages.eventBrandId, eventBrandId))
      .orderBy(asc(inventoryPackages.name)),
  ]);
  const items = packages.length
    ? await db
        .select()
        .from(inventoryPackageItems)
        .where(
          inArray(
            inventoryPackageItems.packageId,
            packages.map((p) => p.id),
          ),
        )
    : [];
  return {
    packages: packages.map((p) => ({
      id: p.id,
      name: p.name,
      pricePerSeason: fromCents(p.priceCents),
      termSeasons: p.termSeasons,
      currency: p.currency,
      exclusiveCategory: p.exclusiveCategory,
      items: items
        .filter((item) => item.packageId === p.id)
        .map((item) => ({ assetId: item.assetId, quantity: item.quantity })),
    })),
    assets: assets.map((a) => ({
      id: a.id,
      name: a.name,
      category: a.category,
      unit: a.unit,
      scope: a.scope,
      listPrice: fromCents(a.listPriceCents),
      floorPrice: a.floorPriceCents === null ? null : fromCents(a.floorPriceCents),
      currency: a.currency,
      isExclusive: a.isExclusive,
    })),
  };
}
