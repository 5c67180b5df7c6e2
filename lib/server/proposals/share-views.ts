import "server-only";
import { eq, sql } from "drizzle-orm";
import { hashAddress } from "@/lib/server/audit/record";
import { getDb, type Tx } from "@/lib/server/db/client";
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
 * The part of a view every shared page records, in the caller's transaction: a proposal_views row
 * naming what was shared (time, coarse device type, the address only as a salted hash) and the
 * link's count and last view. Answers whether it was the link's first view.
 */
export async function recordLinkView(
  tx: Tx,
  link: Pick<ShareLinkRow, "id" | "proposalId" | "recapId">,
  visitor: Visitor,
  deviceType: DeviceType,
): Promise<boolean> {
  await tx.insert(proposalViews).values({
    proposalId: link.proposalId,
    recapId: link.recapId,
    shareLinkId: link.id,
    deviceType,
    clientHash: hashAddress(visitor.address),
  });
  const [counted] = await tx
    .update(proposalShareLinks)
    .set({ viewCount: sql`${proposalShareLinks.viewCount} + 1`, lastViewedAt: sql`now()` })
    .where(eq(proposalShareLinks.id, link.id))
    .returning({ viewCount: proposalShareLinks.viewCount });
  return counted?.viewCount === 1;
}

/**
 * Record one opening of a proposal's share link: the link's view (recordLinkView) and the
 * proposal's viewed_at and status (sent → viewed; draft, accepted and declined stay), in one
 * transaction. Once it commits, every view is published as `proposal.viewed` (the webhooks hear of
 * each; the owner's notification and the sponsor's interaction log of the link's first view only).
 */
export async function recordProposalView(
  link: Pick<ShareLinkRow, "id" | "proposalId" | "recapId">,
  visitor: Visitor,
): Promise<RecordedView> {
  const proposalId = link.proposalId!;
  const deviceType = deviceTypeOf(visitor.userAgent);
  const outcome = await getDb().transaction(async (tx) => {
    const firstView = await recordLinkView(tx, link, visitor, deviceType);
    const [before] = await tx
      .select({ status: sponsorProposals.status })
      .from(sponsorProposals)
      .where(eq(sponsorProposals.id, proposalId))
      .for("update");
    const [proposal] = await tx
      .update(sponsorProposals)
      .set({
        viewedAt: sql`coalesce(${sponsorProposals.viewedAt}, now())`,
        status: sql`case when ${sponsorProposals.status} = 'sent' then 'viewed' else ${sponsorProposals.status} end`,
      })
      .where(eq(sponsorProposals.id, proposalId))
      .returning({
        id: sponsorProposals.id,
        title: sponsorProposals.title,
        ownerId: sponsorProposals.userId,
        sponsorBrandId: sponsorProposals.sponsorBrandId,
        status: sponsorProposals.status,
        viewedAt: sponsorProposals.viewedAt,
      });
    return { proposal, firstView, statusChanged: before?.status === "sent" };
  });
  const { proposal, ...flags } = outcome;
  const recorded = { proposalId, shareLinkId: link.id, deviceType, ...flags };
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
