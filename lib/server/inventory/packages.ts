import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { inventoryAssets, inventoryPackageItems, inventoryPackages } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import {
  badRequest,
  duplicateName,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from "@/lib/server/http/errors";
import { toCents } from "@/lib/shared/schemas/money";
import {
  PACKAGE_MESSAGES,
  type InventoryPackage,
  type InventoryPackageList,
  type PackageAssetOption,
  type PackageCreateInput,
  type PackageUpdateInput,
} from "@/lib/shared/schemas/inventory-package";
import { packagesWithItems } from "./package-view";
import { defaultSeason, seasonEvents } from "./seasons";

type PackageItemInput = PackageCreateInput["items"][number];

/** A property's packages, alphabetically, valued for `season` (default: the one it is selling). */
export async function listPackages(
  eventBrandId: number,
  season?: number,
): Promise<InventoryPackageList> {
  await getEventBrandOrThrow(eventBrandId);
  const db = getDb();
  const year = season ?? (await defaultSeason(eventBrandId));
  const [rows, events] = await Promise.all([
    db
      .select()
      .from(inventoryPackages)
      .where(eq(inventoryPackages.eventBrandId, eventBrandId))
      .orderBy(asc(sql`lower(${inventoryPackages.name})`), asc(inventoryPackages.id)),
    seasonEvents(eventBrandId, year, db),
  ]);
  return { season: year, packages: await packagesWithItems(rows, year, events, db) };
}

/** One package valued for `season` (default: the season its property is selling), or a 404. */
export async function getPackage(
  id: number,
  season?: number,
  db: Db | Tx = getDb(),
): Promise<InventoryPackage> {
  const [row] = await db.select().from(inventoryPackages).where(eq(inventoryPackages.id, id));
  if (!row) throw notFound(PACKAGE_MESSAGES.notFound);
  const year = season ?? (await defaultSeason(row.eventBrandId, undefined, db));
  const events = await seasonEvents(row.eventBrandId, year, db);
  const [answer] = await packagesWithItems([row], year, events, db);
  return answer!;
}

const itemsProblem = (message: string) => badRequest(message, [{ path: "body.items", message }]);

/**
 * Refuse items that are not assets of the package's own property or not priced in its currency,
 * naming the asset: a package is sold by one property at one price.
 */
async function checkItems(
  tx: Tx,
  eventBrandId: number,
  currency: string,
  items: readonly PackageItemInput[],
): Promise<void> {
  const ids = items.map((item) => item.assetId);
  const assets = await tx
    .select({
      id: inventoryAssets.id,
      name: inventoryAssets.name,
      eventBrandId: inventoryAssets.eventBrandId,
      currency: inventoryAssets.currency,
    })
    .from(inventoryAssets)
    .where(inArray(inventoryAssets.id, ids));
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  for (const id of ids) {
    const asset = byId.get(id);
    if (!asset) throw itemsProblem(PACKAGE_MESSAGES.assetMissing(id));
    if (asset.eventBrandId !== eventBrandId)
      throw itemsProblem(PACKAGE_MESSAGES.otherBrand(asset.name));
    if (asset.currency !== currency) {
      throw itemsProblem(PACKAGE_MESSAGES.otherCurrency(asset.name, asset.currency, currency));
    }
  }
}

async function replaceItems(tx: Tx, packageId: number, items: readonly PackageItemInput[]) {
  await tx.delete(inventoryPackageItems).where(eq(inventoryPackageItems.packageId, packageId));
  await tx
    .insert(inventoryPackageItems)
    .values(items.map((item) => ({ packageId, assetId: item.assetId, quantity: item.quantity })));
}

const duplicate = () => duplicateName(PACKAGE_MESSAGES.duplicate);

/**
 * Runs a write, answering a name another package of the property has with a 409, and an asset
 * deleted between the check and the write with the 400 of a missing asset.
 */
async function mapWriteErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    if (isForeignKeyViolation(error)) throw itemsProblem(PACKAGE_MESSAGES.assetGone);
    throw error;
  }
}

export async function createPackage(
  eventBrandId: number,
  input: PackageCreateInput,
): Promise<InventoryPackage> {
  await getEventBrandOrThrow(eventBrandId);
  const id = await mapWriteErrors(() =>
    getDb().transaction(async (tx) => {
      await checkItems(tx, eventBrandId, input.currency, input.items);
      const [row] = await tx
        .insert(inventoryPackages)
        .values({
          eventBrandId,
          name: input.name,
          description: input.description,
          priceCents: toCents(input.price),
          currency: input.currency,
          termSeasons: input.termSeasons,
          exclusiveCategory: input.exclusiveCategory,
        })
        .returning({ id: inventoryPackages.id });
      await replaceItems(tx, row!.id, input.items);
      return row!.id;
    }),
  );
  return getPackage(id);
}

/** Edit a package; `items`, when sent, replaces its whole list. */
export async function updatePackage(
  id: number,
  input: PackageUpdateInput,
): Promise<InventoryPackage> {
  await mapWriteErrors(() =>
    getDb().transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(inventoryPackages)
        .where(eq(inventoryPackages.id, id))
        .for("update");
      if (!current) throw notFound(PACKAGE_MESSAGES.notFound);
      const currency = input.currency ?? current.currency;
      if (input.items) await checkItems(tx, current.eventBrandId, currency, input.items);
      else if (input.currency && input.currency !== current.currency) {
        const items = await tx
          .select({
            assetId: inventoryPackageItems.assetId,
            quantity: inventoryPackageItems.quantity,
          })
          .from(inventoryPackageItems)
          .where(eq(inventoryPackageItems.packageId, id));
        await checkItems(tx, current.eventBrandId, currency, items);
      }
      const { items, price, ...rest } = input;
      await tx
        .update(inventoryPackages)
        .set({
          ...rest,
          ...(price === undefined ? {} : { priceCents: toCents(price) }),
          updatedAt: new Date(),
        })
        .where(eq(inventoryPackages.id, id));
      if (items) await replaceItems(tx, id, items);
    }),
  );
  return getPackage(id);
}

export async function deletePackage(id: number): Promise<void> {
  const deleted = await getDb()
    .delete(inventoryPackages)
    .where(eq(inventoryPackages.id, id))
    .returning({ id: inventoryPackages.id });
  if (deleted.length === 0) throw notFound(PACKAGE_MESSAGES.notFound);
}

/** The assets a package editor can add: the property's own, by category then name. */
export async function packageAssetOptions(eventBrandId: number): Promise<PackageAssetOption[]> {
  return getDb()
    .select({
      id: inventoryAssets.id,
      name: inventoryAssets.name,
      category: inventoryAssets.category,
      unit: inventoryAssets.unit,
      currency: inventoryAssets.currency,
    })
    .from(inventoryAssets)
    .where(eq(inventoryAssets.eventBrandId, eventBrandId))
    .orderBy(asc(inventoryAssets.category), asc(sql`lower(${inventoryAssets.name})`));
}
