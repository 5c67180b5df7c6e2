import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/server/db/client";
import { eventBrands, inventoryAssets } from "@/lib/server/db/schema";
import { assetCreateSchema } from "@/lib/shared/schemas/inventory";
import inventoryAssetsJson from "./data/inventory-assets.json";

const seedSchema = z.object({
  note: z.string(),
  brands: z.array(
    z.object({ eventBrand: z.string().min(1), assets: z.array(assetCreateSchema).min(1) }),
  ),
});

/** The demo's rate cards, checked by the API's own asset rules (prices in whole USD). */
export const SEED_INVENTORY = seedSchema.parse(inventoryAssetsJson);

/**
 * Insert the seeded properties' assets that are missing (matched by property and name, ignoring
 * case). An asset a user renamed, repriced or deleted is left as the user left it, and a property
 * that is not there is skipped: a re-seed changes nothing.
 */
export async function seedInventoryAssets(db: Db): Promise<{ created: number }> {
  const brands = await db
    .select({ id: eventBrands.id, name: sql<string>`lower(${eventBrands.name})` })
    .from(eventBrands);
  const brandId = new Map(brands.map((brand) => [brand.name, brand.id]));
  let created = 0;
  for (const entry of SEED_INVENTORY.brands) {
    const eventBrandId = brandId.get(entry.eventBrand.toLowerCase());
    if (eventBrandId === undefined) continue;
    const inserted = await db
      .insert(inventoryAssets)
      .values(
        entry.assets.map(({ listPrice, floorPrice, ...asset }) => ({
          ...asset,
          eventBrandId,
          listPriceCents: Math.round(listPrice * 100),
          floorPriceCents: floorPrice === null ? null : Math.round(floorPrice * 100),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: inventoryAssets.id });
    created += inserted.length;
  }
  return { created };
}
