import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import { inventoryAssets, inventoryPackageItems, inventoryPackages } from "@/lib/server/db/schema";
import { defaultSeason, eventsForAsset, seasonEvents } from "@/lib/server/inventory/seasons";
import { rateCardCents } from "@/lib/shared/inventory";
import type { Industry } from "@/lib/shared/profile";

interface SeedPackage {
  name: string;
  description: string;
  /** Assets by their seeded name, with the quantity (per event for an event asset). */
  items: Array<[name: string, quantity: number]>;
  termSeasons: number;
  exclusiveCategory: Industry | null;
  /**
   * The bundle discount against the rate card: the package is priced at the rate-card total of
   * its assets for the season being sold, less this share, so it stays in step with the demo rate
   * card whatever its list prices are.
   */
  discount: number;
}

/** The demo property's packages (ours to set, on the demo rate card). */
export const LIV_GOLF_PACKAGES: SeedPackage[] = [
  {
    name: "Official Partner",
    description:
      "Category partnership across the season: tee-box signage at every event, hospitality suites and a social series.",
    items: [
      ["Tee-box signage", 4],
      ["Hospitality suite", 2],
      ["Sponsored social post", 6],
    ],
    termSeasons: 3,
    exclusiveCategory: "Banking & Financial Services",
    discount: 0.15,
  },
  {
    name: "Event Title Partner",
    description:
      "The title of an event with its broadcast billboards, leaderboard presence and hospitality.",
    items: [
      ["Event title rights", 1],
      ["Broadcast billboard", 2],
      ["Leaderboard signage", 6],
      ["Hospitality suite", 4],
    ],
    termSeasons: 2,
    exclusiveCategory: null,
    discount: 0.1,
  },
  {
    name: "Digital and Content Partner",
    description:
      "A branded content series, a season of social posts and a partner placement online.",
    items: [
      ["Branded content series", 1],
      ["Sponsored social post", 20],
      ["Website and app partner placement", 1],
    ],
    termSeasons: 1,
    exclusiveCategory: null,
    discount: 0.2,
  },
];

/** Round a price to the nearest $10,000 (10,000 units of the currency), as a rate card would. */
const roundPrice = (cents: number) => Math.round(cents / 1_000_000) * 1_000_000;

/**
 * Seed the demo property's packages from its seeded assets, looked up by name. Idempotent: a
 * package whose name the property already has is left alone (a seller may have edited it); an
 * asset not present is left out of its package, and a package none of whose assets exist is not
 * created. Runs after the asset seed.
 */
export async function seedInventoryPackages(
  db: Db,
  eventBrandId: number,
  packages: readonly SeedPackage[] = LIV_GOLF_PACKAGES,
): Promise<{ inventoryPackagesCreated: number }> {
  const names = [...new Set(packages.flatMap((pkg) => pkg.items.map(([name]) => name)))];
  const assets = await db
    .select()
    .from(inventoryAssets)
    .where(
      and(
        eq(inventoryAssets.eventBrandId, eventBrandId),
        inArray(
          sql`lower(${inventoryAssets.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
  const byName = new Map(assets.map((asset) => [asset.name.toLowerCase(), asset]));
  const season = await defaultSeason(eventBrandId, undefined, db);
  const events = await seasonEvents(eventBrandId, season, db);
  let created = 0;
  for (const pkg of packages) {
    const found = pkg.items.flatMap(([name, quantity]) => {
      const asset = byName.get(name.toLowerCase());
      return asset ? [{ asset, quantity }] : [];
    });
    if (found.length === 0) continue;
    // A package is priced in one currency: its first asset's.
    const currency = found[0]!.asset.currency;
    const items = found.filter(({ asset }) => asset.currency === currency);
    const total = items.reduce(
      (sum, { asset, quantity }) =>
        sum + rateCardCents(asset, quantity, eventsForAsset(asset, events).length),
      0,
    );
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(inventoryPackages)
        .values({
          eventBrandId,
          name: pkg.name,
          description: pkg.description,
          priceCents: roundPrice(total * (1 - pkg.discount)),
          currency,
          termSeasons: pkg.termSeasons,
          exclusiveCategory: pkg.exclusiveCategory,
        })
        .onConflictDoNothing()
        .returning({ id: inventoryPackages.id });
      if (!row) return false;
      await tx
        .insert(inventoryPackageItems)
        .values(
          items.map(({ asset, quantity }) => ({ packageId: row.id, assetId: asset.id, quantity })),
        );
      return true;
    });
    if (inserted) created += 1;
  }
  return { inventoryPackagesCreated: created };
}
