import "server-only";
import { eq, sql } from "drizzle-orm";
import { hashAddress } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db/client";
import {
  proposalShareLinks,
  proposalViews,
  sponsorBrands,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { createInteraction } from "@/lib/server/interactions/mutations";
import { logger } from "@/lib/server/logger";
import { notify } from "@/lib/server/notifications/notify";
import { getProposalOrThrow } from "@/lib/server/proposals/queries";
import { emitWebhookEventLater } from "@/lib/server/webhooks/emit";
import { deviceTypeOf, type DeviceType } from "@/lib/shared/device-type";
import { withIndefiniteArticle } from "@/lib/shared/text";
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
 * and status (sent → viewed; draft, accepted and declined stay). A link's first view also writes
 * "Proposal viewed" to the sponsor's interaction log and tells the owner (`proposal.viewed`).
 * Every view is emitted to the `proposal.viewed` webhook subscribers, after the answer is sent.
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
    await tx
      .update(sponsorProposals)
      .set({
        viewedAt: sql`coalesce(${sponsorProposals.viewedAt}, now())`,
        status: sql`case when ${sponsorProposals.status} = 'sent' then 'viewed' else ${sponsorProposals.status} end`,
      })
      .where(eq(sponsorProposals.id, link.proposalId));
    return { firstView: counted?.viewCount === 1, statusChanged: before?.status === "sent" };
  });
  if (outcome.firstView) await tellOwner(link, deviceType);
  const recorded = { proposalId: link.proposalId, shareLinkId: link.id, deviceType, ...outcome };
  emitProposalViewed(recorded);
  return recorded;
}

/**
 * The proposal.viewed webhook event: which proposal, for which sponsor, and what the view did.
 * Read only when someone subscribes, after the answer is sent.
 */
function emitProposalViewed(view: RecordedView): void {
  const viewedAt = new Date().toISOString();
  emitWebhookEventLater("proposal.viewed", async () => {
    const [row] = await getDb()
      .select({
        title: sponsorProposals.title,
        status: sponsorProposals.status,
        viewedAt: sponsorProposals.viewedAt,
        sponsorBrandId: sponsorProposals.sponsorBrandId,
        sponsorName: sponsorBrands.name,
      })
      .from(sponsorProposals)
      .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorProposals.sponsorBrandId))
      .where(eq(sponsorProposals.id, view.proposalId));
    if (!row) return undefined;
    return {
      proposal: {
        id: view.proposalId,
        title: row.title,
        status: row.status,
        firstViewedAt: row.viewedAt?.toISOString() ?? null,
      },
      sponsorBrandId: row.sponsorBrandId,
      sponsorName: row.sponsorName,
      shareLinkId: view.shareLinkId,
      deviceType: view.deviceType,
      firstView: view.firstView,
      statusChanged: view.statusChanged,
      viewedAt,
    };
  });
}

async function tellOwner(
  link: Pick<ShareLinkRow, "id" | "proposalId">,
  deviceType: DeviceType,
): Promise<void> {
  const { proposalId } = link;
  try {
    const proposal = await getProposalOrThrow(proposalId);
    await createInteraction(
      {
        sponsorBrandId: proposal.sponsorBrandId,
        type: "note",
        date: new Date().toISOString(),
        notes: `Proposal viewed: "${proposal.title}" was opened through its share link (${deviceType}).`,
        completed: true,
      },
      proposal.userId,
    );
    await notify(proposal.userId, {
      kind: "proposal.viewed",
      title: `Your proposal "${proposal.title}" was viewed`,
      body: `Opened through a share link on ${withIndefiniteArticle(deviceType)} device.`,
      href: `/proposals/${proposalId}`,
      subjectKey: `proposal-viewed:${link.id}`,
    });
  } catch (error) {
    // The view itself is recorded; a failed log entry or notification must not fail the page.
    logger.error("could not record a proposal view's interaction or notification", {
      proposalId,
      error,
    });
  }
}
