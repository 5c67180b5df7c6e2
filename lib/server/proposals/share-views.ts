import "server-only";
import { eq, sql } from "drizzle-orm";
import { hashAddress } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db/client";
import { proposalShareLinks, proposalViews, sponsorProposals } from "@/lib/server/db/schema";
import { publish } from "@/lib/server/events/bus";
import { deviceTypeOf, type DeviceType } from "@/lib/shared/device-type";
import type { ShareLinkRow } from "./share-token";

/** Who viewed a shared proposal: their browser (its device type) and address (kept hashed). */
export interface Visitor {
  userAgent: string | null;
  address: string;
}

/**
 * Views of shared proposals (docs/product.md#proposal-sharing): what one opening of a share link
 * by its recipient records, and who hears of it. The page and the API decide whether an opening
 * is the recipient's (a signed-in member of the team previewing the page is not).
 */

export interface RecordedView {
  proposalId: number;
  shareLinkId: number;
  deviceType: DeviceType;
  /** The link's first view (the owner is told and the interaction log says so). */
  firstView: boolean;
  /** The proposal moved from sent to viewed with this view. */
  statusChanged: boolean;
}

/**
 * Record one opening of a share link: a proposal_views row (time, coarse device type, the
 * address only as a salted hash), the link's count and last view, and the proposal's viewed_at
 * and status (sent → viewed; draft, accepted and declined stay), in one transaction. Once it
 * commits, every view is published as `proposal.viewed` (the webhooks hear of each; the owner's
 * notification and the sponsor's interaction log of the link's first view only).
 */
export async function recordProposalView(
  link: Pick<ShareLinkRow, "id" | "proposalId">,
  visitor: Visitor,
): Promise<RecordedView> {
  const deviceType = deviceTypeOf(visitor.userAgent);
  const outcome = await getDb().transaction(async (tx) => {
    await tx.insert(proposalViews).values({
      proposalId: link.proposalId,
      shareLinkId: link.id,
      deviceType,
      clientHash: hashAddress(visitor.address),
    });
    const [counted] = await tx
      .update(proposalShareLinks)
      .set({ viewCount: sql`${proposalShareLinks.viewCount} + 1`, lastViewedAt: sql`now()` })
      .where(eq(proposalShareLinks.id, link.id))
      .returning({ viewCount: proposalShareLinks.viewCount });
    const [before] = await tx
      .select({ status: sponsorProposals.status })
      .from(sponsorProposals)
      .where(eq(sponsorProposals.id, link.proposalId))
      .for("update");
    const [proposal] = await tx
      .update(sponsorProposals)
      .set({
        viewedAt: sql`coalesce(${sponsorProposals.viewedAt}, now())`,
        status: sql`case when ${sponsorProposals.status} = 'sent' then 'viewed' else ${sponsorProposals.status} end`,
      })
      .where(eq(sponsorProposals.id, link.proposalId))
      .returning({
        id: sponsorProposals.id,
        title: sponsorProposals.title,
        ownerId: sponsorProposals.userId,
        sponsorBrandId: sponsorProposals.sponsorBrandId,
        status: sponsorProposals.status,
        viewedAt: sponsorProposals.viewedAt,
      });
    return {
      proposal,
      firstView: counted?.viewCount === 1,
      statusChanged: before?.status === "sent",
    };
  });
  const { proposal, ...flags } = outcome;
  const recorded = { proposalId: link.proposalId, shareLinkId: link.id, deviceType, ...flags };
  if (proposal) {
    await publish({
      name: "proposal.viewed",
      data: {
        proposal: {
          id: proposal.id,
          title: proposal.title,
          ownerId: proposal.ownerId,
          sponsorBrandId: proposal.sponsorBrandId,
          status: proposal.status,
          firstViewedAt: proposal.viewedAt?.toISOString() ?? null,
        },
        shareLinkId: link.id,
        deviceType,
        firstView: recorded.firstView,
        statusChanged: recorded.statusChanged,
        viewedAt: new Date().toISOString(),
      },
    });
  }
  return recorded;
}
