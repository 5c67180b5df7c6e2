import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { hashToken } from "@/lib/server/accounts/tokens";
import type { Actor, ActingUser } from "@/lib/server/auth/actor";
import { recordAudit } from "@/lib/server/audit/record";
import { secureCookiesEnabled } from "@/lib/server/auth/options";
import { hashPassword } from "@/lib/server/auth/passwords";
import type { CurrentUser } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { proposalShareLinks } from "@/lib/server/db/schema";
import { AppError, forbidden, notFound } from "@/lib/server/http/errors";
import { getPublicProposal } from "@/lib/server/proposals/public";
import { canEditProposal, getProposalOrThrow } from "@/lib/server/proposals/queries";
import { PROPOSAL_MESSAGES } from "@/lib/shared/schemas/proposal";
import {
  PASSCODE_HEADER,
  SHARE_LINK_EXPIRY_DAYS,
  type SharedProposal,
  type ShareLinkList,
  type ShareLinkStatus,
  type ShareLinkView,
} from "@/lib/shared/schemas/proposal-share-link";
import { checkPasscode, isUnlocked, unlockCookieName, unlockValue } from "./share-passcode";
import { newShareToken, revealShareToken, type ShareLinkRow } from "./share-token";
import { recordProposalView } from "./share-views";
import { DAY_MS } from "@/lib/shared/dates";

/**
 * Share links (docs/product.md#proposal-sharing): a read-only page of one proposal for people
 * without an account, at `/p/{token}` (32 random bytes, base64url; stored only hashed and
 * encrypted, see share-token.ts). A link expires, can be revoked and may need a passcode
 * (share-passcode.ts). Unknown, revoked and expired tokens get the same 404, so a token's history
 * cannot be probed. Each opening by the recipient is recorded as a view (share-views.ts).
 */

export const SHARE_LINK_NOT_FOUND = "Share link not found";
/** The answer to an unknown, revoked or expired token (the page says the same). */
export const SHARE_LINK_INACTIVE = "This link is no longer active.";
export const PASSCODE_REQUIRED = "This proposal is protected by a passcode. Enter it to continue.";

/** An unlock cookie lasts at most this long (and never past the link's expiry). */
const UNLOCK_MAX_SECONDS = 7 * 24 * 3600;

export function shareLinkStatus(row: ShareLinkRow, now = new Date()): ShareLinkStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

/**
 * A link as the API answers it. The token and the address are for the proposal's owner and admins
 * only (`withToken`); the rest of the team sees the link's state and views without them.
 */
export function toShareLinkView(row: ShareLinkRow, withToken: boolean): ShareLinkView {
  const token = withToken ? revealShareToken(row) : null;
  const now = new Date();
  return {
    id: row.id,
    proposalId: row.proposalId,
    token,
    url: token ? `/p/${token}` : null,
    status: shareLinkStatus(row, now),
    hasPasscode: row.passcodeHash !== null,
    lockedUntil:
      row.lockedUntil && row.lockedUntil.getTime() > now.getTime()
        ? row.lockedUntil.toISOString()
        : null,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createShareLink(
  proposalId: number,
  input: { expiresInDays?: number; passcode?: string | null },
  actor: ActingUser,
): Promise<ShareLinkView> {
  const proposal = await getProposalOrThrow(proposalId);
  if (!canEditProposal(proposal, actor)) throw forbidden(PROPOSAL_MESSAGES.notOwner);
  const days = input.expiresInDays ?? SHARE_LINK_EXPIRY_DAYS.default;
  const { tokenHash, encryptedToken } = newShareToken();
  const [row] = await getDb()
    .insert(proposalShareLinks)
    .values({
      proposalId,
      tokenHash,
      encryptedToken,
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
  return toShareLinkView(row!, true);
}

/** A proposal's links, newest first; their tokens only for its owner and admins. */
export async function listShareLinks(
  proposalId: number,
  viewer: ActingUser,
): Promise<ShareLinkList> {
  const proposal = await getProposalOrThrow(proposalId);
  const withTokens = canEditProposal(proposal, viewer);
  const rows = await getDb()
    .select()
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.proposalId, proposalId))
    .orderBy(desc(proposalShareLinks.createdAt), desc(proposalShareLinks.id));
  return { items: rows.map((row) => toShareLinkView(row, withTokens)) };
}

/** Revoke a link (revoking again keeps the first time); it stays listed as revoked. */
export async function revokeShareLink(id: number, actor: ActingUser): Promise<ShareLinkView> {
  const [link] = await getDb()
    .select({ proposalId: proposalShareLinks.proposalId })
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.id, id));
  if (!link) throw notFound(SHARE_LINK_NOT_FOUND);
  const proposal = await getProposalOrThrow(link.proposalId);
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
  return toShareLinkView(row, true);
}

/** The active link of a token, or null (unknown, revoked or expired: all the same). */
export async function findActiveShareLink(token: string): Promise<ShareLinkRow | null> {
  if (!token || token.length > 64) return null;
  const [row] = await getDb()
    .select()
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.tokenHash, hashToken(token)));
  return row && shareLinkStatus(row) === "active" ? row : null;
}

async function activeLinkOrThrow(token: string): Promise<ShareLinkRow> {
  const link = await findActiveShareLink(token);
  if (!link) throw notFound(SHARE_LINK_INACTIVE);
  return link;
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
  address: string,
): Promise<{ name: string; value: string; cookie: string }> {
  const link = await activeLinkOrThrow(token);
  if (!link.passcodeHash) throw notFound(SHARE_LINK_INACTIVE);
  await checkPasscode(link, passcode, address);
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
 * link (and its passcode: the X-Proposal-Passcode header or the unlock cookie). Records the view,
 * unless a signed-in member of the team is reading it (a preview, not the sponsor).
 */
export async function readSharedProposal(
  token: string,
  headers: Headers,
  reader: Pick<Actor<CurrentUser | null>, "user" | "address">,
): Promise<SharedProposal> {
  const link = await activeLinkOrThrow(token);
  if (link.passcodeHash && !isUnlocked(link, readCookie(headers, unlockCookieName(link)))) {
    const passcode = headers.get(PASSCODE_HEADER);
    if (!passcode)
      throw new AppError("UNAUTHORIZED", PASSCODE_REQUIRED, {
        details: { passcodeRequired: true },
      });
    await checkPasscode(link, passcode, reader.address);
  }
  return showSharedProposal(link, headers, reader);
}

/**
 * The proposal an unlocked link shows. Each showing to its recipient is a view; a signed-in member
 * of the team sees a preview that is not counted. The share page and its API read both end here.
 */
export async function showSharedProposal(
  link: ShareLinkRow,
  headers: Headers,
  reader: Pick<Actor<CurrentUser | null>, "user" | "address">,
): Promise<SharedProposal> {
  const proposal = await getPublicProposal(link.proposalId);
  if (reader.user) return { proposal, counted: false };
  await recordProposalView(link, { userAgent: headers.get("user-agent"), address: reader.address });
  return { proposal, counted: true };
}
