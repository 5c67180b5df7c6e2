import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  eventBrands,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  proposalInvestmentItems,
  proposalInvestments,
  specificEvents,
  sponsorBrands,
} from "@/lib/server/db/schema";
import { badRequest, notFound } from "@/lib/server/http/errors";
import { defaultSeason, eventsForAsset, seasonEvents } from "@/lib/server/inventory/seasons";
import { ASSET_CATEGORY_KEYS, rateCardCents } from "@/lib/shared/inventory";
import { INDUSTRIES } from "@/lib/shared/profile";
import { fromCents, toCents } from "@/lib/shared/schemas/money";
import {
  INVESTMENT_MESSAGES,
  notOfPropertyMessage,
  type InvestmentInput,
  type InvestmentView,
} from "@/lib/shared/schemas/proposal-investment";

/** The proposal an investment is priced for: its property, event and sponsor. */
export interface InvestmentContext {
  eventBrandId: number | null;
  eventId: number | null;
  sponsorBrandId: number;
}

/** A checked investment, ready to store for a proposal. */
export interface ResolvedInvestment {
  packageId: number | null;
  pricePerSeasonCents: number;
  currency: string;
  termSeasons: number;
  startSeason: number;
  exclusiveCategory: string | null;
  items: { assetId: number; quantity: number }[];
}

type AssetRow = typeof inventoryAssets.$inferSelect;

async function brandName(id: number, db: Db | Tx): Promise<string> {
  const [row] = await db
    .select({ name: eventBrands.name })
    .from(eventBrands)
    .where(eq(eventBrands.id, id));
  return row?.name ?? `event brand ${id}`;
}

/** The season the term starts in: the proposal's event's, else the property's next one. */
async function startSeasonOf(context: InvestmentContext, brandId: number, db: Db | Tx) {
  if (context.eventId !== null) {
    const [event] = await db
      .select({ startDate: specificEvents.startDate })
      .from(specificEvents)
      .where(eq(specificEvents.id, context.eventId));
    if (event?.startDate) return Number(event.startDate.slice(0, 4));
  }
  return defaultSeason(brandId, undefined, db);
}

/** Assets offered on their own grant exclusivity in the sponsor's industry when one is exclusive. */
async function itemsExclusivity(assets: AssetRow[], sponsorBrandId: number, db: Db | Tx) {
  if (!assets.some((asset) => asset.isExclusive)) return null;
  const [sponsor] = await db
    .select({ industry: sponsorBrands.industry })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, sponsorBrandId));
  const industry = sponsor?.industry ?? null;
  return industry && (INDUSTRIES as readonly string[]).includes(industry) ? industry : null;
}

/**
 * Check an investment against the proposal it is for and work out what to store: the package or
 * assets must be of the proposal's own property (400 naming what is not), a package's items are
 * copied as they are now, and the term starts in the proposal's event's season, else the
 * property's default season. `null` input answers null (remove).
 */
export async function resolveInvestment(
  input: NonNullable<InvestmentInput>,
  context: InvestmentContext,
  db: Db | Tx = getDb(),
): Promise<ResolvedInvestment> {
  if (context.eventBrandId === null) throw badRequest(INVESTMENT_MESSAGES.noProperty);
  const brandId = context.eventBrandId;
  let packageId: number | null = null;
  let requested: { assetId: number; quantity: number }[];
  let price: number | null = null;
  let term: number | null = null;
  let currency: string | null = null;
  let exclusiveCategory: string | null = null;
  if (input.packageId !== undefined) {
    const [pkg] = await db
      .select()
      .from(inventoryPackages)
      .where(eq(inventoryPackages.id, input.packageId));
    if (!pkg) throw notFound(INVESTMENT_MESSAGES.packageNotFound);
    if (pkg.eventBrandId !== brandId)
      throw badRequest(
        notOfPropertyMessage(
          `Package "${pkg.name}"`,
          await brandName(pkg.eventBrandId, db),
          await brandName(brandId, db),
        ),
      );
    packageId = pkg.id;
    price = pkg.priceCents;
    term = pkg.termSeasons;
    currency = pkg.currency;
    exclusiveCategory = pkg.exclusiveCategory;
    requested = await db
      .select({ assetId: inventoryPackageItems.assetId, quantity: inventoryPackageItems.quantity })
      .from(inventoryPackageItems)
      .where(eq(inventoryPackageItems.packageId, pkg.id));
  } else {
    requested = input.items!;
  }
  const ids = requested.map((item) => item.assetId);
  const assets = ids.length
    ? await db.select().from(inventoryAssets).where(inArray(inventoryAssets.id, ids))
    : [];
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  for (const id of ids) {
    const asset = byId.get(id);
    if (!asset) throw notFound(INVESTMENT_MESSAGES.assetNotFound(id));
    if (asset.eventBrandId !== brandId)
      throw badRequest(
        notOfPropertyMessage(
          `Asset "${asset.name}"`,
          await brandName(asset.eventBrandId, db),
          await brandName(brandId, db),
        ),
      );
  }
  if (packageId === null) {
    const currencies = new Set(assets.map((asset) => asset.currency));
    if (currencies.size > 1) throw badRequest(INVESTMENT_MESSAGES.mixedCurrencies);
    currency = assets[0]?.currency ?? "USD";
    exclusiveCategory = await itemsExclusivity(assets, context.sponsorBrandId, db);
  }
  return {
    packageId,
    pricePerSeasonCents:
      input.pricePerSeason !== undefined ? toCents(input.pricePerSeason) : (price ?? 0),
    currency: currency ?? "USD",
    termSeasons: input.termSeasons ?? term ?? 1,
    startSeason: await startSeasonOf(context, brandId, db),
    exclusiveCategory,
    items: requested.map(({ assetId, quantity }) => ({ assetId, quantity })),
  };
}

/** Replace a proposal's investment (or remove it with null), in the caller's transaction. */
export async function saveInvestment(
  tx: Tx,
  proposalId: number,
  investment: ResolvedInvestment | null,
): Promise<void> {
  await tx.delete(proposalInvestments).where(eq(proposalInvestments.proposalId, proposalId));
  if (!investment) return;
  const { items, ...values } = investment;
  await tx.insert(proposalInvestments).values({ proposalId, ...values });
  if (items.length)
    await tx.insert(proposalInvestmentItems).values(items.map((item) => ({ proposalId, ...item })));
}

const categoryRank = (key: string) => {
  const index = (ASSET_CATEGORY_KEYS as readonly string[]).indexOf(key);
  return index < 0 ? ASSET_CATEGORY_KEYS.length : index;
};

/**
 * A proposal's investment as the signed-in API answers it, or null: the items in rate-card order
 * with the events of the start season they apply to, the total over the term, and (for the seller
 * only) the rate-card value and the floor of the items for one season.
 */
export async function loadInvestment(
  proposalId: number,
  db: Db | Tx = getDb(),
): Promise<InvestmentView | null> {
  const [row] = await db
    .select({ investment: proposalInvestments, packageName: inventoryPackages.name })
    .from(proposalInvestments)
    .leftJoin(inventoryPackages, eq(inventoryPackages.id, proposalInvestments.packageId))
    .where(eq(proposalInvestments.proposalId, proposalId));
  if (!row) return null;
  const investment = row.investment;
  const lines = await db
    .select({ quantity: proposalInvestmentItems.quantity, asset: inventoryAssets })
    .from(proposalInvestmentItems)
    .innerJoin(inventoryAssets, eq(inventoryAssets.id, proposalInvestmentItems.assetId))
    .where(eq(proposalInvestmentItems.proposalId, proposalId))
    .orderBy(asc(inventoryAssets.name));
  lines.sort((a, b) => categoryRank(a.asset.category) - categoryRank(b.asset.category));
  const brandId = lines[0]?.asset.eventBrandId;
  const events = brandId ? await seasonEvents(brandId, investment.startSeason, db) : [];
  let listCents = 0;
  let floorCents = 0;
  let anyFloor = false;
  const items = lines.map(({ quantity, asset }) => {
    const applies = eventsForAsset(asset, events);
    listCents += rateCardCents(asset, quantity, applies.length);
    if (asset.floorPriceCents !== null) {
      anyFloor = true;
      floorCents += rateCardCents(
        { listPriceCents: asset.floorPriceCents, scope: asset.scope },
        quantity,
        applies.length,
      );
    }
    return {
      assetId: asset.id,
      name: asset.name,
      category: asset.category,
      unit: asset.unit,
      scope: asset.scope,
      quantity,
      events: applies,
    };
  });
  const totalCents = investment.pricePerSeasonCents * investment.termSeasons;
  return {
    packageId: investment.packageId,
    packageName: row.packageName,
    items,
    pricePerSeason: fromCents(investment.pricePerSeasonCents),
    pricePerSeasonCents: investment.pricePerSeasonCents,
    termSeasons: investment.termSeasons,
    startSeason: investment.startSeason,
    total: fromCents(totalCents),
    totalCents,
    currency: investment.currency,
    exclusiveCategory: investment.exclusiveCategory,
    internal: {
      listPerSeason: fromCents(listCents),
      floorPerSeason: anyFloor ? fromCents(floorCents) : null,
      belowFloor: anyFloor && investment.pricePerSeasonCents < floorCents,
    },
  };
}
