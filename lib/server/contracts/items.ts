import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/client";
import {
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  specificEvents,
} from "@/lib/server/db/schema";
import { fieldError } from "@/lib/server/http/errors";
import { CONTRACT_MESSAGES } from "@/lib/shared/schemas/contract";

export type ContractItemInput = { assetId: number; quantity: number; specificEventIds: number[] };

/**
 * What a contract sells, checked against its property: a package's items copied (every event the
 * asset applies to), or items whose assets and events all belong to the property, each event one
 * the asset is offered at. Any problem is a 400 on the field.
 */
export async function resolveItems(
  db: Db | Tx,
  eventBrandId: number,
  source: { items?: ContractItemInput[]; packageId?: number },
): Promise<{ packageId: number | null; items: ContractItemInput[] }> {
  if (source.packageId !== undefined) {
    const [pkg] = await db
      .select()
      .from(inventoryPackages)
      .where(eq(inventoryPackages.id, source.packageId));
    if (!pkg) throw fieldError("packageId", CONTRACT_MESSAGES.packageNotFound);
    if (pkg.eventBrandId !== eventBrandId)
      throw fieldError("packageId", CONTRACT_MESSAGES.notOfProperty(`Package ${pkg.name}`));
    const rows = await db
      .select({ assetId: inventoryPackageItems.assetId, quantity: inventoryPackageItems.quantity })
      .from(inventoryPackageItems)
      .where(eq(inventoryPackageItems.packageId, pkg.id));
    return {
      packageId: pkg.id,
      items: rows.map((row) => ({ ...row, specificEventIds: [] })),
    };
  }
  const items = source.items ?? [];
  const assetIds = items.map((item) => item.assetId);
  const assets = assetIds.length
    ? await db.select().from(inventoryAssets).where(inArray(inventoryAssets.id, assetIds))
    : [];
  const eventIds = [...new Set(items.flatMap((item) => item.specificEventIds))];
  const events = eventIds.length
    ? await db.select().from(specificEvents).where(inArray(specificEvents.id, eventIds))
    : [];
  for (const item of items) {
    const asset = assets.find((row) => row.id === item.assetId);
    if (!asset) throw fieldError("items", CONTRACT_MESSAGES.assetNotFound(item.assetId));
    if (asset.eventBrandId !== eventBrandId)
      throw fieldError("items", CONTRACT_MESSAGES.notOfProperty(`Asset ${asset.name}`));
    for (const eventId of item.specificEventIds) {
      const event = events.find((row) => row.id === eventId);
      if (!event) throw fieldError("items", CONTRACT_MESSAGES.eventNotFound(eventId));
      if (event.eventBrandId !== eventBrandId)
        throw fieldError("items", CONTRACT_MESSAGES.notOfProperty(`Event ${event.name}`));
      const offered =
        asset.scope === "event" &&
        (asset.specificEventIds.length === 0 || asset.specificEventIds.includes(eventId));
      if (!offered)
        throw fieldError("items", CONTRACT_MESSAGES.eventNotForAsset(asset.name, event.name));
    }
  }
  return { packageId: null, items };
}
