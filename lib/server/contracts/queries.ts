import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  contractInstalments,
  contractItems,
  contracts,
  eventBrands,
  inventoryAssets,
  inventoryPackages,
  proposalInvestments,
  sponsorDeals,
} from "@/lib/server/db/schema";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { notFound } from "@/lib/server/http/errors";
import { seasonsCovered } from "@/lib/shared/renewals";
import { fromCents } from "@/lib/shared/schemas/money";
import {
  CONTRACT_MESSAGES,
  type ContractListQuery,
  type ContractStatus,
  type ContractView,
  type InstalmentStatus,
} from "@/lib/shared/schemas/contract";

export type ContractRow = typeof contracts.$inferSelect;

/** The path the signed document downloads from (never the file store's own address). */
export const documentUrl = (id: number) => `/api/contracts/${id}/document`;

/**
 * The deal's owner (who recorded it), the contract's author and admins may change a contract;
 * everyone signed in may read it. Sample contracts are read-only for everyone.
 */
export function canEditContract(
  contract: Pick<ContractRow, "createdBy" | "isSample">,
  dealOwnerId: number | null,
  viewer: ActingUser,
): boolean {
  if (contract.isSample) return false;
  return viewer.role === "admin" || viewer.id === contract.createdBy || viewer.id === dealOwnerId;
}

export async function findContractRow(id: number, db: Db | Tx = getDb()) {
  const [row] = await db
    .select({ contract: contracts, dealOwnerId: sponsorDeals.createdBy })
    .from(contracts)
    .innerJoin(sponsorDeals, eq(sponsorDeals.id, contracts.dealId))
    .where(eq(contracts.id, id));
  return row ?? null;
}

/** The stored contract and its deal's owner, or the 404 every contract route answers. */
export async function getContractRowOrThrow(id: number, db: Db | Tx = getDb()) {
  const row = await findContractRow(id, db);
  if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
  return row;
}

/** Contracts as the API answers them, in the order of `ids`. */
export async function contractViews(
  ids: number[],
  viewer: ActingUser,
  db: Db | Tx = getDb(),
): Promise<ContractView[]> {
  if (ids.length === 0) return [];
  const [rows, instalments, items] = await Promise.all([
    db
      .select({
        contract: contracts,
        dealOwnerId: sponsorDeals.createdBy,
        sponsorName: sponsorDeals.sponsorName,
        eventBrandName: eventBrands.name,
        packageName: inventoryPackages.name,
      })
      .from(contracts)
      .innerJoin(sponsorDeals, eq(sponsorDeals.id, contracts.dealId))
      .innerJoin(eventBrands, eq(eventBrands.id, contracts.eventBrandId))
      .leftJoin(inventoryPackages, eq(inventoryPackages.id, contracts.packageId))
      .where(inArray(contracts.id, ids)),
    db
      .select()
      .from(contractInstalments)
      .where(inArray(contractInstalments.contractId, ids))
      .orderBy(asc(contractInstalments.n)),
    db
      .select({
        item: contractItems,
        assetName: inventoryAssets.name,
        scope: inventoryAssets.scope,
        unit: inventoryAssets.unit,
      })
      .from(contractItems)
      .innerJoin(inventoryAssets, eq(inventoryAssets.id, contractItems.assetId))
      .where(inArray(contractItems.contractId, ids))
      .orderBy(asc(contractItems.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.contract.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const c = row.contract;
    const own = instalments.filter((entry) => entry.contractId === id);
    const sum = (statuses: InstalmentStatus[]) =>
      own
        .filter((entry) => statuses.includes(entry.status as InstalmentStatus))
        .reduce((total, entry) => total + entry.amountCents, 0);
    const invoicedCents = sum(["invoiced", "paid"]);
    const paidCents = sum(["paid"]);
    return [
      {
        id: c.id,
        dealId: c.dealId,
        sponsorBrandId: c.sponsorBrandId,
        sponsorName: row.sponsorName,
        eventBrandId: c.eventBrandId,
        eventBrandName: row.eventBrandName,
        status: c.status as ContractStatus,
        startDate: c.startDate,
        endDate: c.endDate,
        seasons: seasonsCovered(c.startDate, c.endDate),
        totalFee: fromCents(c.totalFeeCents),
        totalFeeCents: c.totalFeeCents,
        currency: c.currency,
        exclusiveCategory: c.exclusiveCategory,
        package:
          c.packageId !== null && row.packageName !== null
            ? { id: c.packageId, name: row.packageName }
            : null,
        proposalId: c.proposalId,
        renewalOfId: c.renewalOfId,
        isSample: c.isSample,
        instalments: own.map((entry) => ({
          n: entry.n,
          dueDate: entry.dueDate,
          amount: fromCents(entry.amountCents),
          amountCents: entry.amountCents,
          status: entry.status as InstalmentStatus,
          invoicedDate: entry.invoicedDate,
          paidDate: entry.paidDate,
        })),
        items: items
          .filter((entry) => entry.item.contractId === id)
          .map((entry) => ({
            id: entry.item.id,
            assetId: entry.item.assetId,
            assetName: entry.assetName,
            scope: entry.scope,
            unit: entry.unit,
            quantity: entry.item.quantity,
            specificEventIds: entry.item.specificEventIds,
          })),
        document:
          c.documentKey && c.documentName && c.documentUploadedAt
            ? {
                name: c.documentName,
                size: c.documentSize ?? 0,
                uploadedAt: c.documentUploadedAt.toISOString(),
                url: documentUrl(c.id),
              }
            : null,
        invoiced: fromCents(invoicedCents),
        invoicedCents,
        paid: fromCents(paidCents),
        paidCents,
        canEdit: canEditContract(c, row.dealOwnerId, viewer),
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
      },
    ];
  });
}

/** GET /api/contracts/{id}: 404 when it does not exist. */
export async function getContract(
  id: number,
  viewer: ActingUser,
  db: Db | Tx = getDb(),
): Promise<ContractView> {
  const [view] = await contractViews([id], viewer, db);
  if (!view) throw notFound(CONTRACT_MESSAGES.notFound);
  return view;
}

/**
 * GET /api/contracts?eventBrandId=: a property's contracts, ending soonest first, filtered by
 * status, by a season they cover and by sponsor. 404 for an unknown property.
 */
export async function listContracts(
  query: ContractListQuery,
  viewer: ActingUser,
): Promise<ContractView[]> {
  await getEventBrandOrThrow(query.eventBrandId);
  const db = getDb();
  const filters: SQL[] = [eq(contracts.eventBrandId, query.eventBrandId)];
  if (query.status) filters.push(eq(contracts.status, query.status));
  if (query.sponsorBrandId) filters.push(eq(contracts.sponsorBrandId, query.sponsorBrandId));
  if (query.season !== undefined) {
    filters.push(sql`extract(year from ${contracts.startDate})::int <= ${query.season}`);
    filters.push(sql`extract(year from ${contracts.endDate})::int >= ${query.season}`);
  }
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(...filters))
    .orderBy(asc(contracts.endDate), desc(contracts.id));
  return contractViews(
    rows.map((row) => row.id),
    viewer,
    db,
  );
}

/** A deal's contracts, newest first (the deal page's contract section). */
export async function contractsOfDeal(dealId: number, viewer: ActingUser) {
  const db = getDb();
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.dealId, dealId))
    .orderBy(desc(contracts.startDate), desc(contracts.id));
  return contractViews(
    rows.map((row) => row.id),
    viewer,
    db,
  );
}

/**
 * What the proposal page offers once a proposal is won: its contract when one was made from it,
 * else whether it can be made (an Investment to make it from).
 */
export async function proposalContractState(
  proposalId: number,
): Promise<{ contractId: number | null; hasInvestment: boolean }> {
  const db = getDb();
  const [[contract], [investment]] = await Promise.all([
    db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.proposalId, proposalId))
      .orderBy(desc(contracts.id))
      .limit(1),
    db
      .select({ id: proposalInvestments.proposalId })
      .from(proposalInvestments)
      .where(eq(proposalInvestments.proposalId, proposalId)),
  ]);
  return { contractId: contract?.id ?? null, hasInvestment: Boolean(investment) };
}

/** A property's deals with a contract: deal id → its latest contract's id (the deal cards' link). */
export async function dealContractLinks(eventBrandId: number): Promise<Record<number, number>> {
  const rows = await getDb()
    .selectDistinctOn([contracts.dealId], { dealId: contracts.dealId, id: contracts.id })
    .from(contracts)
    .where(eq(contracts.eventBrandId, eventBrandId))
    .orderBy(contracts.dealId, desc(contracts.startDate), desc(contracts.id));
  return Object.fromEntries(rows.map((row) => [row.dealId, row.id]));
}
