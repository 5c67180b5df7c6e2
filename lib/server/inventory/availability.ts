import "server-only";
import { and, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  contractItems,
  contracts,
  inventoryAssets,
  proposalInvestmentItems,
  proposalInvestments,
  specificEvents,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import type { ProposalStatus } from "@/lib/shared/proposal-vocabulary";
import type { Availability } from "@/lib/shared/schemas/inventory";
import { computeAvailability, type AllocationRow } from "./allocation";
import { listAssetRows, toAsset } from "./assets";
import { defaultSeason, seasonEvents } from "./seasons";

export type { AllocationRow } from "./allocation";

/** What an allocation source is asked: one property's one season. */
export type AllocationQuery = { eventBrandId: number; season: number; db: Db | Tx };

/**
 * Something that takes inventory: it answers the units of the property's assets it sells or
 * holds in the season. Availability adds up every source in ALLOCATION_SOURCES; a new kind of
 * commitment (signed contracts) is one more source in that list.
 */
export type AllocationSource = (query: AllocationQuery) => Promise<AllocationRow[]>;

/** A proposal still awaiting its answer: its Investment holds inventory. */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ["draft", "sent", "viewed"];

/**
 * Open proposals' Investment items hold their quantity in every season of the term
 * (`startSeason` to `startSeason + termSeasons - 1`). An accepted or declined proposal holds
 * nothing; a deleted one's Investment is gone with it.
 */
export const openProposalHolds: AllocationSource = async ({ eventBrandId, season, db }) => {
  const rows = await db
    .select({
      assetId: proposalInvestmentItems.assetId,
      quantity: proposalInvestmentItems.quantity,
    })
    .from(proposalInvestmentItems)
    .innerJoin(
      proposalInvestments,
      eq(proposalInvestments.proposalId, proposalInvestmentItems.proposalId),
    )
    .innerJoin(sponsorProposals, eq(sponsorProposals.id, proposalInvestments.proposalId))
    .innerJoin(inventoryAssets, eq(inventoryAssets.id, proposalInvestmentItems.assetId))
    .where(
      and(
        eq(inventoryAssets.eventBrandId, eventBrandId),
        inArray(sponsorProposals.status, [...OPEN_PROPOSAL_STATUSES]),
        sql`${proposalInvestments.startSeason} <= ${season}`,
        gte(
          sql`${proposalInvestments.startSeason} + ${proposalInvestments.termSeasons} - 1`,
          season,
        ),
      ),
    );
  return rows.map((row) => ({ ...row, kind: "held" as const }));
};

/**
 * Contracts take their items in every season (calendar year) from their start to their end: a
 * signed contract's units are sold, a pending one's held, a cancelled one's released. An item
 * naming events takes units at those events only. `excludeContractId` leaves one contract out,
 * so a contract being edited is checked against everything else.
 */
export const contractAllocations =
  (excludeContractId?: number): AllocationSource =>
  async ({ eventBrandId, season, db }) => {
    const rows = await db
      .select({
        assetId: contractItems.assetId,
        quantity: contractItems.quantity,
        eventIds: contractItems.specificEventIds,
        status: contracts.status,
      })
      .from(contractItems)
      .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
      .where(
        and(
          eq(contracts.eventBrandId, eventBrandId),
          inArray(contracts.status, ["signed", "pending"]),
          sql`extract(year from ${contracts.startDate})::int <= ${season}`,
          sql`extract(year from ${contracts.endDate})::int >= ${season}`,
          excludeContractId === undefined ? undefined : ne(contracts.id, excludeContractId),
        ),
      );
    return rows.map((row) => ({
      assetId: row.assetId,
      quantity: row.quantity,
      eventIds: row.eventIds.length > 0 ? row.eventIds : null,
      kind: row.status === "signed" ? ("sold" as const) : ("held" as const),
    }));
  };

/** Everything that takes inventory: contracts (sold or held) and open proposals (held). */
export const ALLOCATION_SOURCES: readonly AllocationSource[] = [
  contractAllocations(),
  openProposalHolds,
];

/**
 * GET /api/event-brands/{id}/availability: each asset's quantity, sold, held and available in a
 * season (by default the one being sold), per event for event assets. 404 for an unknown property.
 */
export async function getAvailability(
  eventBrandId: number,
  season?: number,
  sources: readonly AllocationSource[] = ALLOCATION_SOURCES,
  db: Db | Tx = getDb(),
): Promise<Availability> {
  await getEventBrandOrThrow(eventBrandId, db);
  const year = season ?? (await defaultSeason(eventBrandId, undefined, db));
  const [events, assets, allocations] = await Promise.all([
    seasonEvents(eventBrandId, year, db),
    listAssetRows(eventBrandId, {}, db),
    Promise.all(sources.map((source) => source({ eventBrandId, season: year, db }))),
  ]);
  return {
    eventBrandId,
    season: year,
    events,
    assets: computeAvailability(assets.map(toAsset), events, allocations.flat()),
  };
}

/** The seasons a property has events in, latest first, with the season being sold among them. */
export async function brandSeasons(eventBrandId: number): Promise<number[]> {
  const rows = await getDb()
    .selectDistinct({ season: sql<number>`extract(year from ${specificEvents.startDate})::int` })
    .from(specificEvents)
    .where(and(eq(specificEvents.eventBrandId, eventBrandId), isNotNull(specificEvents.startDate)));
  const current = await defaultSeason(eventBrandId);
  return [...new Set([current, ...rows.map((row) => Number(row.season))])].sort((a, b) => b - a);
}
