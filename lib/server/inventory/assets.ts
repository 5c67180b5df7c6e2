import "server-only";
import { fromCents, toCents } from "@/lib/shared/schemas/money";
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  contractItems,
  contracts,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  proposalInvestmentItems,
  sponsorDeals,
  sponsorProposals,
  specificEvents,
} from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import {
  AppError,
  conflict,
  duplicateName,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from "@/lib/server/http/errors";
import { ASSET_CATEGORY_KEYS, type AssetCategory, type AssetScope } from "@/lib/shared/inventory";
import {
  ASSET_MESSAGES,
  type Asset,
  type AssetCreateInput,
  type AssetListQuery,
  type AssetUpdateInput,
} from "@/lib/shared/schemas/inventory";

export type AssetRow = typeof inventoryAssets.$inferSelect;

/** A stored category as the rate card knows it: one it does not list counts as "other". */
export const assetCategory = (stored: string): AssetCategory =>
  (ASSET_CATEGORY_KEYS as readonly string[]).includes(stored) ? (stored as AssetCategory) : "other";

export function toAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    eventBrandId: row.eventBrandId,
    name: row.name,
    category: assetCategory(row.category),
    description: row.description,
    unit: row.unit,
    scope: row.scope as AssetScope,
    quantity: row.quantity,
    listPrice: fromCents(row.listPriceCents),
    listPriceCents: row.listPriceCents,
    floorPrice: row.floorPriceCents === null ? null : fromCents(row.floorPriceCents),
    floorPriceCents: row.floorPriceCents,
    currency: row.currency,
    isExclusive: row.isExclusive,
    specificEventIds: row.specificEventIds,
    exposure: row.exposure ?? {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A property's assets, by category order then name; `q` matches part of the name. */
export async function listAssetRows(
  eventBrandId: number,
  query: Partial<AssetListQuery> = {},
  db: Db | Tx = getDb(),
): Promise<AssetRow[]> {
  const escaped = query.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const order = sql`array_position(${sql.raw(
    `array[${ASSET_CATEGORY_KEYS.map((key) => `'${key}'`).join(",")}]::varchar[]`,
  )}, ${inventoryAssets.category})`;
  return db
    .select()
    .from(inventoryAssets)
    .where(
      and(
        eq(inventoryAssets.eventBrandId, eventBrandId),
        query.category ? eq(inventoryAssets.category, query.category) : undefined,
        escaped ? ilike(inventoryAssets.name, `%${escaped}%`) : undefined,
      ),
    )
    .orderBy(order, asc(sql`lower(${inventoryAssets.name})`), asc(inventoryAssets.id));
}

/** GET /api/event-brands/{id}/assets: 404 for an unknown property. */
export async function listAssets(eventBrandId: number, query: AssetListQuery): Promise<Asset[]> {
  await getEventBrandOrThrow(eventBrandId);
  return (await listAssetRows(eventBrandId, query)).map(toAsset);
}

export async function findAssetRow(id: number, db: Db | Tx = getDb()): Promise<AssetRow | null> {
  const [row] = await db.select().from(inventoryAssets).where(eq(inventoryAssets.id, id)).limit(1);
  return row ?? null;
}

export async function getAssetRowOrThrow(id: number, db?: Db | Tx): Promise<AssetRow> {
  const row = await findAssetRow(id, db);
  if (!row) throw notFound(ASSET_MESSAGES.notFound);
  return row;
}

export async function getAsset(id: number): Promise<Asset> {
  return toAsset(await getAssetRowOrThrow(id));
}

/** Refuse (400, naming the id) any event that is not one of the property's. */
async function checkEventsOfBrand(eventBrandId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await getDb()
    .select({ id: specificEvents.id })
    .from(specificEvents)
    .where(
      and(eq(specificEvents.eventBrandId, eventBrandId), inArray(specificEvents.id, [...ids])),
    );
  const known = new Set(found.map((row) => row.id));
  const stranger = ids.find((id) => !known.has(id));
  if (stranger === undefined) return;
  const message = ASSET_MESSAGES.eventNotOfBrand(stranger);
  throw new AppError("VALIDATION_ERROR", message, {
    details: [{ path: "body.specificEventIds", message }],
  });
}

function floorAboveList(): AppError {
  const message = ASSET_MESSAGES.floorAboveList;
  return new AppError("VALIDATION_ERROR", message, {
    details: [{ path: "body.floorPrice", message }],
  });
}

const duplicate = () => duplicateName(ASSET_MESSAGES.duplicate);

export async function createAsset(eventBrandId: number, input: AssetCreateInput): Promise<Asset> {
  await getEventBrandOrThrow(eventBrandId);
  await checkEventsOfBrand(eventBrandId, input.specificEventIds);
  const { listPrice, floorPrice, ...rest } = input;
  try {
    const [row] = await getDb()
      .insert(inventoryAssets)
      .values({
        ...rest,
        eventBrandId,
        listPriceCents: toCents(listPrice),
        floorPriceCents: floorPrice === null ? null : toCents(floorPrice),
      })
      .returning();
    return toAsset(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateAsset(id: number, input: AssetUpdateInput): Promise<Asset> {
  const current = await getAssetRowOrThrow(id);
  if (input.specificEventIds)
    await checkEventsOfBrand(current.eventBrandId, input.specificEventIds);
  const { listPrice, floorPrice, ...rest } = input;
  const listPriceCents = listPrice === undefined ? current.listPriceCents : toCents(listPrice);
  const floorPriceCents =
    floorPrice === undefined
      ? current.floorPriceCents
      : floorPrice === null
        ? null
        : toCents(floorPrice);
  if (floorPriceCents !== null && floorPriceCents > listPriceCents) throw floorAboveList();
  try {
    const [row] = await getDb()
      .update(inventoryAssets)
      .set({ ...rest, listPriceCents, floorPriceCents, updatedAt: new Date() })
      .where(eq(inventoryAssets.id, id))
      .returning();
    if (!row) throw notFound(ASSET_MESSAGES.notFound);
    return toAsset(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Why an asset cannot be deleted: the first package or proposal that uses it, or null. */
async function assetInUse(asset: AssetRow): Promise<string | null> {
  const db = getDb();
  const [pkg] = await db
    .select({ name: inventoryPackages.name })
    .from(inventoryPackageItems)
    .innerJoin(inventoryPackages, eq(inventoryPackages.id, inventoryPackageItems.packageId))
    .where(eq(inventoryPackageItems.assetId, asset.id))
    .orderBy(asc(inventoryPackages.name))
    .limit(1);
  if (pkg) return `${asset.name} is used by package ${pkg.name}: remove it from the package first.`;
  const [proposal] = await db
    .select({ title: sponsorProposals.title })
    .from(proposalInvestmentItems)
    .innerJoin(sponsorProposals, eq(sponsorProposals.id, proposalInvestmentItems.proposalId))
    .where(eq(proposalInvestmentItems.assetId, asset.id))
    .limit(1);
  if (proposal) {
    return `${asset.name} is offered in a proposal (${proposal.title}): remove it from the proposal's investment first.`;
  }
  const [sold] = await db
    .select({ id: contracts.id, sponsorName: sponsorDeals.sponsorName })
    .from(contractItems)
    .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
    .innerJoin(sponsorDeals, eq(sponsorDeals.id, contracts.dealId))
    .where(eq(contractItems.assetId, asset.id))
    .limit(1);
  if (sold) {
    return `${asset.name} is sold in a contract (${sold.sponsorName}, contract ${sold.id}): a sold asset cannot be deleted.`;
  }
  return null;
}

/** DELETE /api/assets/{id}: refused (409) while a package, a proposal or a contract uses the asset. */
export async function deleteAsset(id: number): Promise<void> {
  const asset = await getAssetRowOrThrow(id);
  const inUse = await assetInUse(asset);
  if (inUse) throw conflict(inUse);
  try {
    await getDb().delete(inventoryAssets).where(eq(inventoryAssets.id, id));
  } catch (error) {
    // A package or proposal took the asset between the check and the delete.
    if (isForeignKeyViolation(error)) {
      throw conflict((await assetInUse(asset)) ?? `${asset.name} is in use`);
    }
    throw error;
  }
}
