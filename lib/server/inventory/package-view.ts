import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { inventoryAssets, inventoryPackageItems, inventoryPackages } from "@/lib/server/db/schema";
import { rateCardCents, type AssetCategory, type AssetScope } from "@/lib/shared/inventory";
import { fromCents } from "@/lib/shared/schemas/money";
import type { InventoryPackage, PackageItem } from "@/lib/shared/schemas/inventory-package";
import { eventsForAsset, type SeasonEvent } from "./seasons";

type PackageRow = typeof inventoryPackages.$inferSelect;

/** The asset fields a package reads (the asset module owns assets; this is a read of its rows). */
const assetColumns = {
  packageId: inventoryPackageItems.packageId,
  assetId: inventoryAssets.id,
  name: inventoryAssets.name,
  category: inventoryAssets.category,
  unit: inventoryAssets.unit,
  scope: inventoryAssets.scope,
  currency: inventoryAssets.currency,
  listPriceCents: inventoryAssets.listPriceCents,
  specificEventIds: inventoryAssets.specificEventIds,
  quantity: inventoryPackageItems.quantity,
};

type ItemRow = {
  packageId: number;
  assetId: number;
  name: string;
  category: string;
  unit: string;
  scope: string;
  currency: string;
  listPriceCents: number;
  specificEventIds: number[];
  quantity: number;
};

/** The items of some packages with their assets, in category then name order. */
async function loadItems(packageIds: number[], db: Db | Tx): Promise<ItemRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .select(assetColumns)
    .from(inventoryPackageItems)
    .innerJoin(inventoryAssets, eq(inventoryAssets.id, inventoryPackageItems.assetId))
    .where(inArray(inventoryPackageItems.packageId, packageIds))
    .orderBy(asc(inventoryAssets.category), asc(sql`lower(${inventoryAssets.name})`));
}

function toItem(row: ItemRow, events: readonly SeasonEvent[]): PackageItem {
  const applicable = row.scope === "event" ? eventsForAsset(row, events).length : 1;
  const value = rateCardCents(row, row.quantity, applicable);
  return {
    assetId: row.assetId,
    name: row.name,
    category: row.category as AssetCategory,
    unit: row.unit,
    scope: row.scope as AssetScope,
    quantity: row.quantity,
    currency: row.currency,
    listPrice: fromCents(row.listPriceCents),
    listPriceCents: row.listPriceCents,
    events: row.scope === "event" ? applicable : null,
    rateCardValue: fromCents(value),
    rateCardValueCents: value,
  };
}

/**
 * A package as the API answers it: its items valued at the rate card for `season` (an event asset
 * at each of the season's events it applies to), their total and the price's discount against it.
 */
export function toPackage(
  row: PackageRow,
  itemRows: readonly ItemRow[],
  season: number,
  events: readonly SeasonEvent[],
): InventoryPackage {
  const items = itemRows.filter((item) => item.packageId === row.id).map((r) => toItem(r, events));
  const total = items.reduce((sum, item) => sum + item.rateCardValueCents, 0);
  const discountCents = total - row.priceCents;
  return {
    id: row.id,
    eventBrandId: row.eventBrandId,
    name: row.name,
    description: row.description,
    price: fromCents(row.priceCents),
    priceCents: row.priceCents,
    currency: row.currency,
    termSeasons: row.termSeasons,
    exclusiveCategory: row.exclusiveCategory,
    items,
    season,
    seasonEvents: events.length,
    rateCardTotal: fromCents(total),
    rateCardTotalCents: total,
    discount:
      total > 0
        ? {
            amount: fromCents(discountCents),
            amountCents: discountCents,
            percent: Math.round((discountCents / total) * 1000) / 10,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Packages (all of one property) with their items, valued for the property's `season`. */
export async function packagesWithItems(
  rows: PackageRow[],
  season: number,
  events: readonly SeasonEvent[],
  db: Db | Tx = getDb(),
): Promise<InventoryPackage[]> {
  const items = await loadItems(
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => toPackage(row, items, season, events));
}
