import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import {
  canEditContract,
  getContract,
  getContractRowOrThrow,
} from "@/lib/server/contracts/queries";
import { getDb } from "@/lib/server/db/client";
import { contractItems, recaps, sponsorProposals } from "@/lib/server/db/schema";
import { conflict, forbidden, isUniqueViolation } from "@/lib/server/http/errors";
import { createProposal } from "@/lib/server/proposals/mutations";
import { contextMatchPercentages } from "@/lib/server/sponsors/match";
import { matchTier } from "@/lib/shared/match-labels";
import { PROPOSAL_TIERS, type ProposalTier } from "@/lib/shared/proposal-vocabulary";
import { feePerSeasonCents, seasonsCovered } from "@/lib/shared/renewals";
import { CONTRACT_MESSAGES } from "@/lib/shared/schemas/contract";
import type { ProposalCreated } from "@/lib/shared/schemas/proposal";
import { INVESTMENT_LIMITS, type InvestmentInput } from "@/lib/shared/schemas/proposal-investment";
import { fromCents } from "@/lib/shared/schemas/money";
import { RENEWAL_MESSAGES } from "@/lib/shared/schemas/renewal";
import { openRenewalProposals } from "./queries";

type ContractRow = Awaited<ReturnType<typeof getContractRowOrThrow>>["contract"];

/**
 * What the renewal offers: the same package when the contract sold one (and it still exists),
 * else the same assets and quantities; the price per season is the contract's fee per season and
 * the term its number of seasons. The seller adjusts both in the builder.
 */
async function renewalInvestment(contract: ContractRow): Promise<NonNullable<InvestmentInput>> {
  const seasons = seasonsCovered(contract.startDate, contract.endDate).length;
  const price = fromCents(
    feePerSeasonCents(contract.startDate, contract.endDate, contract.totalFeeCents),
  );
  const termSeasons = Math.min(seasons, INVESTMENT_LIMITS.termSeasons);
  if (contract.packageId !== null)
    return { packageId: contract.packageId, pricePerSeason: price, termSeasons };
  const rows = await getDb()
    .select({ assetId: contractItems.assetId, quantity: contractItems.quantity })
    .from(contractItems)
    .where(eq(contractItems.contractId, contract.id));
  // An asset sold twice (at different events) is offered once, with both quantities.
  const quantities = new Map<number, number>();
  for (const row of rows)
    quantities.set(row.assetId, (quantities.get(row.assetId) ?? 0) + row.quantity);
  return {
    items: [...quantities].map(([assetId, quantity]) => ({
      assetId,
      quantity: Math.min(quantity, INVESTMENT_LIMITS.quantity),
    })),
    pricePerSeason: price,
    termSeasons,
  };
}

/** The tier offered: the renewed proposal's, else the one the sponsor's match today suggests. */
async function renewalTier(contract: ContractRow, sponsorBrandId: number): Promise<ProposalTier> {
  if (contract.proposalId !== null) {
    const [previous] = await getDb()
      .select({ tier: sponsorProposals.tier })
      .from(sponsorProposals)
      .where(eq(sponsorProposals.id, contract.proposalId));
    const tier = previous?.tier;
    if (tier && (PROPOSAL_TIERS as readonly string[]).includes(tier)) return tier as ProposalTier;
  }
  const matches = await contextMatchPercentages({ eventBrandId: contract.eventBrandId }, [
    sponsorBrandId,
  ]);
  return matchTier(matches?.get(sponsorBrandId) ?? 0);
}

/** The contract's latest ready recap (the latest season's), if any. */
async function latestReadyRecap(contractId: number): Promise<number | null> {
  const [recap] = await getDb()
    .select({ id: recaps.id })
    .from(recaps)
    .where(and(eq(recaps.contractId, contractId), eq(recaps.status, "ready")))
    .orderBy(desc(recaps.season), desc(recaps.id))
    .limit(1);
  return recap?.id ?? null;
}

/** 409 naming the open renewal proposal already started for the contract. */
const alreadyOpen = (proposalId: number | undefined) =>
  conflict(RENEWAL_MESSAGES.alreadyOpen, proposalId ? { proposalId } : undefined);

/**
 * POST /api/contracts/{id}/renewal-proposal: start a proposal renewing a signed contract, for its
 * sponsor and property, prefilled from it (see renewalInvestment), linked to it and with its
 * latest ready recap attached. Who may change the contract may renew it; a sample contract may be
 * renewed too (the proposal is the seller's own, the sample is left as it is). 404 for an
 * unknown contract, 403 for anyone else, 409 when it is not signed, its sponsor is gone or an
 * open renewal proposal exists (its id in `details.proposalId`).
 */
export async function startRenewalProposal(
  contractId: number,
  user: ActingUser,
): Promise<ProposalCreated> {
  const { contract, dealOwnerId } = await getContractRowOrThrow(contractId);
  if (!canEditContract({ ...contract, isSample: false }, dealOwnerId, user))
    throw forbidden(CONTRACT_MESSAGES.notOwner);
  if (contract.status !== "signed") throw conflict(RENEWAL_MESSAGES.notSigned);
  const sponsorBrandId = contract.sponsorBrandId;
  if (sponsorBrandId === null) throw conflict(RENEWAL_MESSAGES.noSponsor);
  const open = (await openRenewalProposals([contract.id])).get(contract.id);
  if (open !== undefined) throw alreadyOpen(open);
  const [view, investment, tier, recapId] = await Promise.all([
    getContract(contract.id, user),
    renewalInvestment(contract),
    renewalTier(contract, sponsorBrandId),
    latestReadyRecap(contract.id),
  ]);
  const title = `${view.sponsorName} × ${view.eventBrandName}: renewal proposal`;
  try {
    return await createProposal(
      { sponsorBrandId, eventBrandId: contract.eventBrandId, tier, title, investment },
      user,
      { renewalOfContractId: contract.id, recapId },
    );
  } catch (error) {
    // Two starts at once: the second insert meets the one-open-renewal index.
    if (isUniqueViolation(error))
      throw alreadyOpen((await openRenewalProposals([contract.id])).get(contract.id));
    throw error;
  }
}
