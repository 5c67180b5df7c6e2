import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { eq } from "drizzle-orm";
import { getContactOrThrow } from "@/lib/server/contacts/queries";
import { getDb } from "@/lib/server/db/client";
import { jobs, sponsorProposals } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { badRequest, conflict, forbidden, notFound } from "@/lib/server/http/errors";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { proposalStarted } from "@/lib/server/sponsors/pipeline";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import { isJobRunning } from "@/lib/shared/job-progress";
import { todayIso } from "@/lib/shared/dates";
import { eventHasEnded } from "@/lib/shared/event-schedule";
import {
  eventEndedMessage,
  PROPOSAL_MESSAGES,
  type ProposalCreated,
  type ProposalCreateInput,
  type ProposalUpdateInput,
  type ProposalView,
} from "@/lib/shared/schemas/proposal";
import { resolveInvestment, saveInvestment } from "./investment";
import { proposalDraftJob } from "./job";
import {
  canEditProposal,
  findProposalVersionRow,
  getProposalOrThrow,
  getProposalView,
  PROPOSAL_VERSION_NOT_FOUND,
} from "./queries";
import { sectionsOf, type ProposalRow } from "./serialize";
import { writeProposalVersion } from "./versions";

/** The recipient must be one of the sponsor's contacts (400 otherwise, 404 when missing). */
async function checkRecipient(contactId: number | null | undefined, sponsorBrandId: number) {
  if (contactId === null || contactId === undefined) return;
  const contact = await getContactOrThrow(contactId);
  if (contact.sponsorBrandId !== sponsorBrandId)
    throw badRequest(PROPOSAL_MESSAGES.contactNotOfSponsor);
}

/**
 * The property and event a request names: a specific event wins and must be of the brand given,
 * and must not be over (there is nothing left to sell for it).
 */
async function resolveContext(input: ProposalCreateInput) {
  if (input.specificEventId !== undefined) {
    const event = await getSpecificEventOrThrow(input.specificEventId);
    if (input.eventBrandId !== undefined && input.eventBrandId !== event.eventBrand.id)
      throw badRequest(PROPOSAL_MESSAGES.eventNotOfBrand);
    if (eventHasEnded(event, todayIso()))
      throw badRequest(eventEndedMessage(event.name, (event.endDate ?? event.startDate)!));
    return { eventBrandId: event.eventBrand.id, eventId: event.id, label: event.name };
  }
  const brand = await getEventBrandOrThrow(input.eventBrandId!);
  return { eventBrandId: brand.id, eventId: null, label: brand.name };
}

/** What a proposal started from a contract records: the contract it renews and the recap attached. */
export interface ProposalLinks {
  renewalOfContractId: number;
  recapId: number | null;
}

/**
 * Start a proposal: the row (status draft, no version yet) and the drafting job that writes its
 * sections as version 1. Answers both; the client follows the job.
 */
export async function createProposal(
  input: ProposalCreateInput,
  user: ActingUser,
  links?: ProposalLinks,
): Promise<ProposalCreated> {
  const sponsor = await getSponsorBrandOrThrow(input.sponsorBrandId);
  const context = await resolveContext(input);
  await checkRecipient(input.contactId, sponsor.id);
  const title = input.title ?? `${sponsor.name} × ${context.label}: ${input.tier} proposal`;
  // Checked before anything is stored, so a refused investment leaves no proposal behind.
  const investment = input.investment
    ? await resolveInvestment(input.investment, { ...context, sponsorBrandId: sponsor.id })
    : null;
  const [row] = await getDb()
    .insert(sponsorProposals)
    .values({
      sponsorBrandId: sponsor.id,
      userId: user.id,
      title: title.slice(0, 255),
      content: "",
      eventBrandId: context.eventBrandId,
      eventId: context.eventId,
      contactId: input.contactId ?? null,
      tier: input.tier,
      ...links,
    })
    .returning();
  const proposal = row!;
  if (investment) await getDb().transaction((tx) => saveInvestment(tx, proposal.id, investment));
  let job;
  try {
    job = await enqueueJob({
      definition: proposalDraftJob,
      data: { proposalId: proposal.id },
      createdBy: user.id,
    });
  } catch (error) {
    // No job, no draft: the empty proposal is not kept.
    await getDb().delete(sponsorProposals).where(eq(sponsorProposals.id, proposal.id));
    throw error;
  }
  await getDb()
    .update(sponsorProposals)
    .set({ jobId: job.id })
    .where(eq(sponsorProposals.id, proposal.id));
  // A proposal now exists: the pipeline says so (Proposal) as soon as it is drafted.
  await proposalStarted(sponsor.id, context.eventBrandId);
  return { proposal: await getProposalView(proposal.id, user), job };
}

/** Owner or admin, else 403. */
async function editableProposal(id: number, viewer: ActingUser): Promise<ProposalRow> {
  const proposal = await getProposalOrThrow(id);
  if (!canEditProposal(proposal, viewer)) throw forbidden(PROPOSAL_MESSAGES.notOwner);
  return proposal;
}

/** Refuse edits while the first draft is still being written (it would overwrite them). */
async function assertNotDrafting(proposal: ProposalRow) {
  if (proposal.version > 0 || !proposal.jobId) return;
  const [job] = await getDb()
    .select({ status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, proposal.jobId));
  if (job && isJobRunning(job.status)) throw conflict(PROPOSAL_MESSAGES.stillDrafting);
}

/** The note of a save that changes only the investment. */
function investmentNote(investment: ProposalUpdateInput["investment"]): string | null {
  if (investment === undefined) return null;
  return investment === null ? "Investment removed" : "Investment priced";
}

/** Save an edit as a new version (title, sections, recipient, tier), with a note. */
export async function updateProposal(
  id: number,
  input: ProposalUpdateInput,
  viewer: ActingUser,
): Promise<ProposalView> {
  const proposal = await editableProposal(id, viewer);
  await assertNotDrafting(proposal);
  if (input.contactId !== undefined) await checkRecipient(input.contactId, proposal.sponsorBrandId);
  const investment = input.investment
    ? await resolveInvestment(input.investment, proposal)
    : input.investment;
  await getDb().transaction(async (tx) => {
    if (investment !== undefined) await saveInvestment(tx, id, investment);
    await writeProposalVersion(tx, id, {
      title: input.title ?? proposal.title,
      sections: input.sections ?? sectionsOf(proposal.sections),
      note: input.note || investmentNote(input.investment) || "Edited",
      userId: viewer.id,
      extra: {
        ...(input.contactId !== undefined ? { contactId: input.contactId } : {}),
        ...(input.tier !== undefined ? { tier: input.tier } : {}),
      },
    });
  });
  return getProposalView(id, viewer);
}

export async function deleteProposal(id: number, viewer: ActingUser): Promise<void> {
  await editableProposal(id, viewer);
  await getDb().delete(sponsorProposals).where(eq(sponsorProposals.id, id));
}

/** A new version equal to an earlier one (its title and sections). */
export async function restoreProposalVersion(
  id: number,
  version: number,
  viewer: ActingUser,
): Promise<ProposalView> {
  const proposal = await editableProposal(id, viewer);
  await assertNotDrafting(proposal);
  const saved = await findProposalVersionRow(id, version);
  if (!saved) throw notFound(PROPOSAL_VERSION_NOT_FOUND);
  await getDb().transaction(async (tx) => {
    await writeProposalVersion(tx, id, {
      title: saved.title,
      sections: sectionsOf(saved.sections),
      note: `Restored from version ${version}`,
      userId: viewer.id,
    });
  });
  return getProposalView(id, viewer);
}
