import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { hashAddress, recordAudit } from "@/lib/server/audit/record";
import { clientAddress } from "@/lib/server/auth/client-address";
import { secureCookiesEnabled } from "@/lib/server/auth/options";
import { hashPassword, verifyPassword } from "@/lib/server/auth/passwords";
import { assertRateLimit, clearRateLimit } from "@/lib/server/auth/rate-limit";
import { getAuthSecret } from "@/lib/server/auth/secret";
import { getDb } from "@/lib/server/db/client";
import {
  proposalShareLinks,
  proposalViews,
  sponsorBrands,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { AppError, forbidden, notFound } from "@/lib/server/http/errors";
import { canEditProposal } from "@/lib/server/proposals/queries";
import { createInteraction } from "@/lib/server/interactions/mutations";
import { logger } from "@/lib/server/logger";
import { notify } from "@/lib/server/notifications/notify";
import { emitWebhookEventLater } from "@/lib/server/webhooks/emit";
import { getPublicProposal, loadProposalRow } from "@/lib/server/proposals/public";
import { deviceTypeOf, type DeviceType } from "@/lib/shared/device-type";
import { PROPOSAL_MESSAGES, type PublicProposal } from "@/lib/shared/schemas/proposal";
import { withIndefiniteArticle } from "@/lib/shared/text";
import {
  PASSCODE_HEADER,
  SHARE_LINK_EXPIRY_DAYS,
  type ShareLinkList,
  type ShareLinkStatus,
  type ShareLinkView,
} from "@/lib/shared/schemas/proposal-share-link";

/**
 * Share links (docs/product.md#proposal-sharing): a read-only page of one proposal for people
 * without an account, at `/p/{token}` (32 random bytes, base64url). A link expires, can be revoked
 * and may need a passcode. Unknown, revoked and expired tokens get the same 404, so a token's
 * history cannot be probed. Each opening is recorded as a view.
 */

export type ShareLinkRow = typeof proposalShareLinks.$inferSelect;

export const SHARE_LINK_NOT_FOUND = "Share link not found";
/** The answer to an unknown, revoked or expired token (the page says the same). */
export const SHARE_LINK_INACTIVE = "This link is no longer active.";
export const PASSCODE_REQUIRED = "This proposal is protected by a passcode. Enter it to continue.";
export const PASSCODE_WRONG = "That passcode is not correct.";
export const PASSCODE_TOO_MANY = "Too many wrong passcodes. Please try again later.";

/** Passcode tries per link and client address. */
const PASSCODE_LIMIT = { max: 10, windowMs: 15 * 60_000 };
/** An unlock cookie lasts at most this long (and never past the link's expiry). */
const UNLOCK_MAX_SECONDS = 7 * 24 * 3600;

const DAY_MS = 24 * 3600 * 1000;

export function shareLinkStatus(row: ShareLinkRow, now = new Date()): ShareLinkStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

export function toShareLinkView(row: ShareLinkRow): ShareLinkView {
  return {
    id: row.id,
    proposalId: row.proposalId,
    token: row.token,
    url: `/p/${row.token}`,
    status: shareLinkStatus(row),
    hasPasscode: row.passcodeHash !== null,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who creates and revokes links: the proposal's owner or an admin (others may only read). */
type ShareActor = { id: number; username: string; role: string };

export async function createShareLink(
  proposalId: number,
  input: { expiresInDays?: number; passcode?: string | null },
  actor: ShareActor,
): Promise<ShareLinkView> {
  const proposal = await loadProposalRow(proposalId);
  if (!canEditProposal(proposal, actor)) throw forbidden(PROPOSAL_MESSAGES.notOwner);
  const days = input.expiresInDays ?? SHARE_LINK_EXPIRY_DAYS.default;
  const [row] = await getDb()
    .insert(proposalShareLinks)
    .values({
      proposalId,
      token: randomBytes(32).toString("base64url"),
      expiresAt: new Date(Date.now() + days * DAY_MS),
      passcodeHash: input.passcode ? await hashPassword(input.passcode) : null,
      createdBy: actor.id,
    })
    .returning();
  await recordAudit({
    action: "share_link.created",
    actor,
    target: { type: "proposal", id: proposalId, label: proposal.title },
    details: { shareLinkId: row!.id, expiresInDays: days, passcode: Boolean(input.passcode) },
  });
  return toShareLinkView(row!);
}

export async function listShareLinks(proposalId: number): Promise<ShareLinkList> {
  await loadProposalRow(proposalId);
  const rows = await getDb()
    .select()
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.proposalId, proposalId))
    .orderBy(desc(proposalShareLinks.createdAt), desc(proposalShareLinks.id));
  return { items: rows.map(toShareLinkView) };
}

/** Revoke a link (revoking again keeps the first time); it stays listed as revoked. */
export async function revokeShareLink(id: number, actor: ShareActor): Promise<ShareLinkView> {
  const [link] = await getDb()
    .select({ proposalId: proposalShareLinks.proposalId })
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.id, id));
  if (!link) throw notFound(SHARE_LINK_NOT_FOUND);
  const proposal = await loadProposalRow(link.proposalId);
  if (!canEditProposal(proposal, actor)) throw forbidden(PROPOSAL_MESSAGES.notOwner);
  const [row] = await getDb()
    .update(proposalShareLinks)
    .set({ revokedAt: sql`coalesce(${proposalShareLinks.revokedAt}, now())` })
    .where(eq(proposalShareLinks.id, id))
    .returning();
  if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
  await recordAudit({
    action: "share_link.revoked",
    actor,
    target: { type: "proposal", id: row.proposalId },
    details: { shareLinkId: row.id },
  });
  return toShareLinkView(row);
}

/** The active link of a token, or null (unknown, revoked or expired: all the same). */
export async function findActiveShareLink(token: string): Promise<ShareLinkRow | null> {
  if (!token || token.length > 64) return null;
  const [row] = await getDb()
    .select()
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.token, token));
  return row && shareLinkStatus(row) === "active" ? row : null;
}

async function activeLinkOrThrow(token: string): Promise<ShareLinkRow> {
  const link = await findActiveShareLink(token);
  if (!link) throw notFound(SHARE_LINK_INACTIVE);
  return link;
}

// --- Passcodes -----------------------------------------------------------------------------------

/** The unlock cookie of a link: set by a right passcode, read by the page and the API. */
export const unlockCookieName = (link: Pick<ShareLinkRow, "id">) => `proposal-unlock-${link.id}`;

/** A value only the server can make, tied to the link and its passcode. */
function unlockValue(link: Pick<ShareLinkRow, "id" | "passcodeHash">): string {
  return createHmac("sha256", getAuthSecret())
    .update(`proposal-unlock:${link.id}:${link.passcodeHash ?? ""}`)
    .digest("base64url");
}

export function isUnlocked(
  link: Pick<ShareLinkRow, "id" | "passcodeHash">,
  cookieValue: string | null | undefined,
): boolean {
  if (!link.passcodeHash) return true;
  if (!cookieValue) return false;
  const expected = Buffer.from(unlockValue(link));
  const given = Buffer.from(cookieValue);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Check a passcode, counting the try against the link and the client's address (429 past it). */
async function checkPasscode(
  link: ShareLinkRow,
  passcode: string,
  headers: Headers,
): Promise<void> {
  const key = `share-passcode:${link.id}:${hashAddress(clientAddress(headers))}`;
  await assertRateLimit(key, PASSCODE_LIMIT, PASSCODE_TOO_MANY);
  if (!link.passcodeHash || !(await verifyPassword(link.passcodeHash, passcode)))
    throw new AppError("FORBIDDEN", PASSCODE_WRONG);
  await clearRateLimit(key);
}

function readCookie(headers: Headers, name: string): string | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/** POST /api/shared-proposals/{token}/unlock: a right passcode answers the unlock cookie. */
export async function unlockSharedProposal(
  token: string,
  passcode: string,
  headers: Headers,
): Promise<{ name: string; value: string; cookie: string }> {
  const link = await activeLinkOrThrow(token);
  if (!link.passcodeHash) throw notFound(SHARE_LINK_INACTIVE);
  await checkPasscode(link, passcode, headers);
  const name = unlockCookieName(link);
  const value = unlockValue(link);
  const maxAge = Math.max(
    1,
    Math.min(UNLOCK_MAX_SECONDS, Math.floor((link.expiresAt.getTime() - Date.now()) / 1000)),
  );
  const cookie = [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secureCookiesEnabled() ? ["Secure"] : []),
  ].join("; ");
  return { name, value, cookie };
}

/**
 * GET /api/shared-proposals/{token}: the public view of the link's proposal, for anyone with the
 * link (and its passcode: the X-Proposal-Passcode header or the unlock cookie). Records the view.
 */
export async function readSharedProposal(token: string, headers: Headers): Promise<PublicProposal> {
  const link = await activeLinkOrThrow(token);
  if (link.passcodeHash && !isUnlocked(link, readCookie(headers, unlockCookieName(link)))) {
    const passcode = headers.get(PASSCODE_HEADER);
    if (!passcode)
      throw new AppError("UNAUTHORIZED", PASSCODE_REQUIRED, {
        details: { passcodeRequired: true },
      });
    await checkPasscode(link, passcode, headers);
  }
  const proposal = await getPublicProposal(link.proposalId);
  await recordProposalView(link, headers);
  return proposal;
}

// --- Views ---------------------------------------------------------------------------------------

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
  headers: Headers,
): Promise<RecordedView> {
  const deviceType = deviceTypeOf(headers.get("user-agent"));
  const outcome = await getDb().transaction(async (tx) => {
    await tx.insert(proposalViews).values({
      proposalId: link.proposalId,
      shareLinkId: link.id,
      deviceType,
      clientHash: hashAddress(clientAddress(headers)),
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
    const proposal = await loadProposalRow(proposalId);
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
