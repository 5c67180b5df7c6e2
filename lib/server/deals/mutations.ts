import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands, sponsorDeals } from "@/lib/server/db/schema";
import {
  annotateDealsWithConflicts,
  findExclusivityConflicts,
} from "@/lib/server/exclusivity/conflicts";
import { exclusivityConflictError, lockPropertyRights } from "@/lib/server/exclusivity/guard";
import { fieldError, forbidden, notFound } from "@/lib/server/http/errors";
import { publish } from "@/lib/server/events/bus";
import { dealsChanged } from "@/lib/server/insights/cache";
import { holdingKey } from "@/lib/shared/exclusivity";
import {
  centsOf,
  DEAL_MESSAGES,
  type DealCreateInput,
  type DealUpdateInput,
  type SponsorDeal,
} from "@/lib/shared/schemas/deal";
import { findDealRow, getDealOrThrow, toDealView, type DealRow } from "./queries";

/** The catalogue brand a deal names, or a 400 on the field when it does not exist. */
async function catalogueBrand(tx: Tx, id: number) {
  const [brand] = await tx
    .select({
      name: sponsorBrands.name,
      industry: sponsorBrands.industry,
      logo: sponsorBrands.logo,
    })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, id));
  if (!brand) throw fieldError("sponsorBrandId", DEAL_MESSAGES.sponsorMissing);
  return brand;
}

/**
 * Record a deal. A catalogue brand (sponsorBrandId) fills the name, industry and logo the body
 * leaves out. A clash with exclusive rights answers 409 with the conflicts unless the body
 * acknowledges them.
 */
export async function createDeal(input: DealCreateInput, userId: number): Promise<SponsorDeal> {
  const id = await getDb().transaction((tx) => insertDeal(tx, input, userId));
  return dealRecorded(id);
}

/** After a deal's transaction commits: caches refreshed, `deal.created` published. */
export async function dealRecorded(id: number): Promise<SponsorDeal> {
  dealsChanged();
  const deal = await getDealOrThrow(id);
  await publish({ name: "deal.created", data: { deal } });
  return deal;
}

/**
 * Record a deal inside the caller's transaction (a contract records its Pending deal in its
 * own); the caller calls `dealRecorded` once it commits.
 */
export async function insertDeal(tx: Tx, input: DealCreateInput, userId: number): Promise<number> {
  const [brand] = await tx
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.id, input.eventBrandId));
  if (!brand) throw fieldError("eventBrandId", DEAL_MESSAGES.brandMissing);
  const sponsor = input.sponsorBrandId ? await catalogueBrand(tx, input.sponsorBrandId) : null;
  const sponsorName = input.sponsorName || sponsor?.name || "";
  const industry = input.industry ?? sponsor?.industry ?? null;
  if (!industry) throw fieldError("industry", DEAL_MESSAGES.industryRequired);

  await lockPropertyRights(tx, input.eventBrandId);
  const conflicts = await findExclusivityConflicts(
    { ...input, sponsorName, industry, sponsorBrandId: input.sponsorBrandId ?? null },
    tx,
  );
  if (conflicts.length > 0 && !input.acknowledgeConflicts)
    throw exclusivityConflictError(conflicts);

  const [row] = await tx
    .insert(sponsorDeals)
    .values({
      eventBrandId: input.eventBrandId,
      sponsorBrandId: input.sponsorBrandId ?? null,
      sponsorName,
      industry,
      logoUrl: sponsor?.logo ?? null,
      sponsorshipLevel: input.sponsorshipLevel,
      isExclusive: input.isExclusive,
      status: input.status,
      valueCents: centsOf(input) ?? 0,
      currency: input.currency,
      startDate: input.startDate,
      endDate: input.endDate,
      activationTypes: input.activationTypes,
      createdBy: userId,
    })
    .returning({ id: sponsorDeals.id });
  return row!.id;
}

/** A user's own deal: sample deals and the market's sourced deals are read-only. */
async function editableDeal(tx: Tx, id: number): Promise<DealRow & { eventBrandId: number }> {
  const row = await findDealRow(id, tx);
  if (!row) throw notFound(DEAL_MESSAGES.notFound);
  if (row.isSample) throw forbidden(DEAL_MESSAGES.sampleReadOnly);
  if (row.marketPropertyId !== null || row.eventBrandId === null)
    throw forbidden(DEAL_MESSAGES.sourcedReadOnly);
  return { ...row, eventBrandId: row.eventBrandId };
}

/**
 * Change a deal. Only clashes the change creates need acknowledging: a conflict the deal already
 * had (and was saved with) does not block editing its value or notes.
 */
export async function updateDeal(id: number, input: DealUpdateInput): Promise<SponsorDeal> {
  await getDb().transaction(async (tx) => {
    const current = await editableDeal(tx, id);
    await lockPropertyRights(tx, current.eventBrandId);
    const relinked =
      input.sponsorBrandId !== undefined && input.sponsorBrandId !== current.sponsorBrandId;
    const sponsor =
      relinked && input.sponsorBrandId ? await catalogueBrand(tx, input.sponsorBrandId) : null;
    const next = {
      sponsorBrandId:
        input.sponsorBrandId !== undefined ? input.sponsorBrandId : current.sponsorBrandId,
      sponsorName: input.sponsorName ?? sponsor?.name ?? current.sponsorName,
      industry:
        input.industry !== undefined
          ? input.industry
          : relinked && sponsor?.industry
            ? sponsor.industry
            : current.industry,
      logoUrl: relinked ? (sponsor?.logo ?? null) : current.logoUrl,
      sponsorshipLevel: input.sponsorshipLevel ?? current.sponsorshipLevel,
      isExclusive: input.isExclusive ?? current.isExclusive,
      status: input.status ?? current.status,
      valueCents: centsOf(input) ?? current.valueCents,
      currency: input.currency ?? current.currency,
      startDate: input.startDate !== undefined ? input.startDate : current.startDate,
      endDate: input.endDate !== undefined ? input.endDate : current.endDate,
      activationTypes: input.activationTypes ?? current.activationTypes,
    };
    if (!next.industry) throw fieldError("industry", DEAL_MESSAGES.industryRequired);
    if (next.startDate && next.endDate && next.endDate < next.startDate)
      throw fieldError("endDate", DEAL_MESSAGES.endBeforeStart);

    const [before] = await annotateDealsWithConflicts([toDealView(current)], tx);
    const known = new Set(before!.conflicts.map(holdingKey));
    const after = await findExclusivityConflicts(
      { ...next, eventBrandId: current.eventBrandId, excludeDealId: id },
      tx,
    );
    const fresh = after.filter((found) => !known.has(holdingKey(found)));
    if (fresh.length > 0 && !input.acknowledgeConflicts) throw exclusivityConflictError(fresh);

    await tx.update(sponsorDeals).set(next).where(eq(sponsorDeals.id, id));
  });
  dealsChanged();
  const deal = await getDealOrThrow(id);
  await publish({ name: "deal.updated", data: { deal } });
  return deal;
}

export async function deleteDeal(id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    await editableDeal(tx, id);
    await tx.delete(sponsorDeals).where(eq(sponsorDeals.id, id));
  });
  dealsChanged();
}
