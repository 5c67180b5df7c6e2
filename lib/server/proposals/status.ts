import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorProposals } from "@/lib/server/db/schema";
import { conflict, forbidden } from "@/lib/server/http/errors";
import { createInteraction } from "@/lib/server/interactions/mutations";
import { proposalStarted } from "@/lib/server/sponsors/pipeline";
import type { InteractionCreateInput } from "@/lib/shared/schemas/interaction";
import { PROPOSAL_MESSAGES, type ProposalView } from "@/lib/shared/schemas/proposal";
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from "@/lib/shared/proposal-vocabulary";
import { canEditProposal, getProposalOrThrow, getProposalView } from "./queries";
import type { ProposalRow } from "./serialize";

/**
 * The life of a proposal: draft → sent → viewed → accepted or declined. A sent or viewed proposal
 * may be accepted or declined; "viewed" is set when the recipient opens a share link (never by
 * hand); accepted and declined are final (docs/product.md, "Proposals").
 */
export const PROPOSAL_TRANSITIONS: Record<ProposalStatus, readonly ProposalStatus[]> = {
  draft: ["sent"],
  sent: ["viewed", "accepted", "declined"],
  viewed: ["accepted", "declined"],
  accepted: [],
  declined: [],
};

export function canChangeStatus(from: ProposalStatus, to: ProposalStatus): boolean {
  return PROPOSAL_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The 409 text of a change the rules refuse. */
export function transitionRefusal(from: ProposalStatus, to: ProposalStatus): string {
  const allowed = PROPOSAL_TRANSITIONS[from] ?? [];
  const label = (status: ProposalStatus) => PROPOSAL_STATUS_LABELS[status].toLowerCase();
  return allowed.length === 0
    ? `This proposal is ${label(from)} and can no longer change status`
    : `A ${label(from)} proposal cannot be marked ${label(to)}: it can be marked ${allowed
        .filter((status) => status !== "viewed")
        .map(label)
        .join(" or ")}`;
}

/**
 * What sending a proposal does besides its status: a note in the sponsor's interaction log
 * ("Proposal sent: <title>", with the recipient), the sponsor's pipeline moved to "proposal" when
 * it is at an earlier stage, and the engagement's last activity at the property.
 */
export async function markProposalSent(proposal: ProposalRow, userId: number): Promise<void> {
  const interaction: InteractionCreateInput & { contactId: number | null } = {
    sponsorBrandId: proposal.sponsorBrandId,
    type: "email",
    date: new Date().toISOString(),
    notes: `Proposal sent: ${proposal.title}`,
    completed: true,
    contactId: proposal.contactId,
  };
  await createInteraction(interaction, userId);
  await proposalStarted(proposal.sponsorBrandId, proposal.eventBrandId);
}

/** Set a proposal's status by hand (sent, accepted, declined): owner or admin, allowed moves only. */
export async function changeProposalStatus(
  id: number,
  status: "sent" | "accepted" | "declined",
  viewer: ActingUser,
): Promise<ProposalView> {
  const proposal = await getProposalOrThrow(id);
  if (!canEditProposal(proposal, viewer)) throw forbidden(PROPOSAL_MESSAGES.notOwner);
  const from = proposal.status as ProposalStatus;
  if (!canChangeStatus(from, status)) throw conflict(transitionRefusal(from, status));
  if (status === "sent" && proposal.version === 0) throw conflict(PROPOSAL_MESSAGES.stillDrafting);
  const now = new Date();
  // Only from the status read above, so two changes at once cannot both apply.
  const [updated] = await getDb()
    .update(sponsorProposals)
    .set({
      status,
      ...(status === "sent" ? { sentAt: now } : { respondedAt: now }),
    })
    .where(and(eq(sponsorProposals.id, id), eq(sponsorProposals.status, from)))
    .returning();
  if (!updated) throw conflict(transitionRefusal(from, status));
  if (status === "sent") await markProposalSent(updated, viewer.id);
  return getProposalView(id, viewer);
}
