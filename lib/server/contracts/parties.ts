import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getDb, type Tx } from "@/lib/server/db/client";
import {
  eventBrands,
  proposalInvestmentItems,
  proposalInvestments,
  sponsorBrands,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { insertDeal } from "@/lib/server/deals/mutations";
import { findDealRow } from "@/lib/server/deals/queries";
import { fieldError, forbidden } from "@/lib/server/http/errors";
import { canEditProposal, findProposalRow } from "@/lib/server/proposals/queries";
import { dealCreateSchema } from "@/lib/shared/schemas/deal";
import { CONTRACT_MESSAGES, type ContractCreateInput } from "@/lib/shared/schemas/contract";
import { fromCents } from "@/lib/shared/schemas/money";
import type { ContractItemInput } from "./items";

/** Who a new contract is between: an existing deal, or a sponsor and property to record one for. */
export type Parties = {
  eventBrandId: number;
  sponsorBrandId: number | null;
  /** The deal it belongs to; null: a Pending deal is recorded for it when it is created. */
  dealId: number | null;
};

const canEditDeal = (deal: { createdBy: number | null }, user: ActingUser) =>
  user.role === "admin" || deal.createdBy === user.id;

/** The deal named by `dealId`: one of the user's own (or any, for an admin), not sample or sourced. */
async function ownDeal(dealId: number, user: ActingUser): Promise<Parties> {
  const deal = await findDealRow(dealId);
  if (!deal) throw fieldError("dealId", CONTRACT_MESSAGES.dealNotFound);
  if (deal.isSample || deal.marketPropertyId !== null)
    throw forbidden(CONTRACT_MESSAGES.dealReadOnly);
  if (deal.eventBrandId === null) throw fieldError("dealId", CONTRACT_MESSAGES.dealWithoutProperty);
  if (!canEditDeal(deal, user)) throw forbidden(CONTRACT_MESSAGES.notOwner);
  return { eventBrandId: deal.eventBrandId, sponsorBrandId: deal.sponsorBrandId, dealId: deal.id };
}

async function checkPair(eventBrandId: number, sponsorBrandId: number) {
  const db = getDb();
  const [brand] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.id, eventBrandId));
  if (!brand) throw fieldError("eventBrandId", CONTRACT_MESSAGES.propertyNotFound);
  const [sponsor] = await db
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, sponsorBrandId));
  if (!sponsor) throw fieldError("sponsorBrandId", CONTRACT_MESSAGES.sponsorNotFound);
}

/** The latest deal the user may edit between this sponsor and property, if any. */
async function existingDeal(eventBrandId: number, sponsorBrandId: number, user: ActingUser) {
  const rows = await getDb()
    .select({ id: sponsorDeals.id, createdBy: sponsorDeals.createdBy })
    .from(sponsorDeals)
    .where(
      and(
        eq(sponsorDeals.eventBrandId, eventBrandId),
        eq(sponsorDeals.sponsorBrandId, sponsorBrandId),
        eq(sponsorDeals.isSample, false),
        isNull(sponsorDeals.marketPropertyId),
      ),
    )
    .orderBy(desc(sponsorDeals.id));
  return rows.find((row) => canEditDeal(row, user))?.id ?? null;
}

/**
 * A won proposal's Investment as a contract's terms: its items (a package's were copied into
 * them), the fee for the whole term, the term's seasons as dates, its exclusivity. Anything the
 * body gives overrides these. Only the proposal's owner or an admin, only once it is accepted.
 */
async function fromProposal(
  input: ContractCreateInput & { proposalId: number },
  user: ActingUser,
): Promise<{ input: ContractCreateInput; parties: Parties }> {
  const proposal = await findProposalRow(input.proposalId);
  if (!proposal) throw fieldError("proposalId", CONTRACT_MESSAGES.proposalNotFound);
  if (!canEditProposal(proposal, user)) throw forbidden(CONTRACT_MESSAGES.notOwner);
  if (proposal.status !== "accepted")
    throw fieldError("proposalId", CONTRACT_MESSAGES.proposalNotAccepted);
  if (proposal.eventBrandId === null)
    throw fieldError("proposalId", CONTRACT_MESSAGES.proposalWithoutProperty);
  const db = getDb();
  const [investment] = await db
    .select()
    .from(proposalInvestments)
    .where(eq(proposalInvestments.proposalId, proposal.id));
  if (!investment) throw fieldError("proposalId", CONTRACT_MESSAGES.proposalWithoutInvestment);
  const rows = await db
    .select({
      assetId: proposalInvestmentItems.assetId,
      quantity: proposalInvestmentItems.quantity,
    })
    .from(proposalInvestmentItems)
    .where(eq(proposalInvestmentItems.proposalId, proposal.id));
  const items: ContractItemInput[] = rows.map((row) => ({ ...row, specificEventIds: [] }));
  const lastSeason = investment.startSeason + investment.termSeasons - 1;
  const prefilled: ContractCreateInput = {
    ...input,
    startDate: input.startDate ?? `${investment.startSeason}-01-01`,
    endDate: input.endDate ?? `${lastSeason}-12-31`,
    totalFee: input.totalFee ?? fromCents(investment.pricePerSeasonCents * investment.termSeasons),
    currency: input.currency ?? investment.currency,
    exclusiveCategory:
      input.exclusiveCategory !== undefined
        ? input.exclusiveCategory
        : (investment.exclusiveCategory as ContractCreateInput["exclusiveCategory"]),
    items: input.items ?? (input.packageId === undefined ? items : undefined),
  };
  if (prefilled.endDate! < prefilled.startDate!)
    throw fieldError("endDate", CONTRACT_MESSAGES.endBeforeStart);
  const eventBrandId = proposal.eventBrandId;
  return {
    input: prefilled,
    parties: {
      eventBrandId,
      sponsorBrandId: proposal.sponsorBrandId,
      dealId: await existingDeal(eventBrandId, proposal.sponsorBrandId, user),
    },
  };
}

/** Who the contract is between and its terms, with a proposal's Investment filled in. */
export async function resolveParties(
  input: ContractCreateInput,
  user: ActingUser,
): Promise<{ input: ContractCreateInput; parties: Parties }> {
  if (input.proposalId !== undefined)
    return fromProposal({ ...input, proposalId: input.proposalId }, user);
  if (input.dealId !== undefined) return { input, parties: await ownDeal(input.dealId, user) };
  await checkPair(input.eventBrandId!, input.sponsorBrandId!);
  return {
    input,
    parties: {
      eventBrandId: input.eventBrandId!,
      sponsorBrandId: input.sponsorBrandId!,
      dealId: null,
    },
  };
}

/** Record the Pending deal a contract between a sponsor and a property belongs to. */
export async function recordDealFor(
  tx: Tx,
  parties: Parties & { sponsorBrandId: number },
  terms: {
    startDate: string;
    endDate: string;
    feeCents: number;
    currency: string;
    exclusive: boolean;
  },
  userId: number,
): Promise<number> {
  return insertDeal(
    tx,
    dealCreateSchema.parse({
      eventBrandId: parties.eventBrandId,
      sponsorBrandId: parties.sponsorBrandId,
      sponsorshipLevel: "Partner",
      status: "Pending",
      isExclusive: terms.exclusive,
      valueCents: terms.feeCents,
      currency: terms.currency,
      startDate: terms.startDate,
      endDate: terms.endDate,
    }),
    userId,
  );
}
