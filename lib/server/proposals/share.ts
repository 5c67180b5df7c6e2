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
import { canWriteRecaps, getRecapRowOrThrow } from "@/lib/server/recaps/queries";
import type { RecapShareLinkView } from "@/lib/shared/schemas/recap";
import { CONTRACT_MESSAGES } from "@/lib/shared/schemas/contract";
import { PROPOSAL_MESSAGES } from "@/lib/shared/schemas/proposal";
import {
  PASSCODE_HEADER,
  SHARE_LINK_EXPIRY_DAYS,
  type SharedProposal,
  type ShareLinkList,
  type ShareLinkView,
} from "@/lib/shared/schemas/proposal-share-link";
import { checkPasscode, isUnlocked, unlockCookieName, unlockValue } from "./share-passcode";
import { newShareToken, type ShareLinkRow } from "./share-token";
import {
  shareLinkStatus,
  shareSubjectOf,
  toRecapShareLinkView,
  toShareLinkView,
  type ShareKind,
  type ShareSubject,
} from "./share-subject";

import { recordProposalView } from "./share-views";
import { DAY_MS } from "@/lib/shared/dates";

/**
 * Share links (docs/product.md#proposal-sharing): a read-only page of one proposal for people
 * without an account, at `/p/{token}` (32 random bytes, base64url; stored only hashed and
 * encrypted, see share-token.ts). A link expires, can be revoked and may need a passcode
 * (share-passcode.ts). Unknown, revoked and expired tokens get the same 404, so a token's history
 * cannot be probed. Each opening by the recipient is recorded as a view (share-views.ts).
 *
 * Recaps are shared by the same links (a row names either a proposal or a recap, `/r/{token}`):
 * the functions here take the kind, and a token only ever opens a page of its own kind.
 */

export const SHARE_LINK_NOT_FOUND = "Share link not found";
/** The answer to an unknown, revoked or expired token (the page says the same). */
export const SHARE_LINK_INACTIVE = "This link is no longer active.";
export const PASSCODE_REQUIRED = "This proposal is protected by a passcode. Enter it to continue.";
export const RECAP_PASSCODE_REQUIRED =
  "This recap is protected by a passcode. Enter it to continue.";

/** An unlock cookie lasts at most this long (and never past the link's expiry). */
const UNLOCK_MAX_SECONDS = 7 * 24 * 3600;

/** What is shared, for the audit log, and whether the user may manage its links. */
async function shareTarget(subject: ShareSubject, user: ActingUser) {
  if (subject.kind === "recap") {
    const recap = await getRecapRowOrThrow(subject.id);
    return {
      label: `Recap ${recap.season}`,
      canEdit: await canWriteRecaps(recap.contractId, user),
      refusal: CONTRACT_MESSAGES.notOwner,
    };
  }
  const proposal = await getProposalOrThrow(subject.id);
  return {
    label: proposal.title,
    canEdit: canEditProposal(proposal, user),
    refusal: PROPOSAL_MESSAGES.notOwner,
  };
}

/** A new link to a proposal or a recap, for those who may manage its links. */
export async function createShareLinkRow(
  subject: ShareSubject,
  input: { expiresInDays?: number; passcode?: string | null },
  actor: ActingUser,
): Promise<ShareLinkRow> {
  const target = await shareTarget(subject, actor);
  if (!target.canEdit) throw forbidden(target.refusal);
  const days = input.expiresInDays ?? SHARE_LINK_EXPIRY_DAYS.default;
  const { tokenHash, encryptedToken } = newShareToken();
  const [row] = await getDb()
    .insert(proposalShareLinks)
    .values({
      ...(subject.kind === "recap" ? { recapId: subject.id } : { proposalId: subject.id }),
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
    target: { type: subject.kind, id: subject.id, label: target.label },
    details: { shareLinkId: row!.id, expiresInDays: days, passcode: Boolean(input.passcode) },
  });
  return row!;
}

export async function createShareLink(
  proposalId: number,
  input: { expiresInDays?: number; passcode?: string | null },
  actor: ActingUser,
): Promise<ShareLinkView> {
  const row = await createShareLinkRow({ kind: "proposal", id: proposalId }, input, actor);
  return toShareLinkView(row, true);
}

/** The links of a proposal or a recap, newest first, and whether the viewer may see tokens. */
export async function listShareLinkRows(subject: ShareSubject, viewer: ActingUser) {
  const target = await shareTarget(subject, viewer);
  const rows = await getDb()
    .select()
    .from(proposalShareLinks)
    .where(
      subject.kind === "recap"
        ? eq(proposalShareLinks.recapId, subject.id)
        : eq(proposalShareLinks.proposalId, subject.id),
    )
    .orderBy(desc(proposalShareLinks.createdAt), desc(proposalShareLinks.id));
  return { rows, withTokens: target.canEdit };
}

/** A proposal's links, newest first; their tokens only for its owner and admins. */
export async function listShareLinks(
  proposalId: number,
  viewer: ActingUser,
): Promise<ShareLinkList> {
  const { rows, withTokens } = await listShareLinkRows(
    { kind: "proposal", id: proposalId },
    viewer,
  );
  return { items: rows.map((row) => toShareLinkView(row, withTokens)) };
}

/** Revoke a link (revoking again keeps the first time); it stays listed as revoked. */
export async function revokeShareLink(
  id: number,
  actor: ActingUser,
): Promise<ShareLinkView | RecapShareLinkView> {
  const [link] = await getDb()
    .select({ proposalId: proposalShareLinks.proposalId, recapId: proposalShareLinks.recapId })
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.id, id));
  if (!link) throw notFound(SHARE_LINK_NOT_FOUND);
  const subject = shareSubjectOf(link);
  const target = await shareTarget(subject, actor);
  if (!target.canEdit) throw forbidden(target.refusal);
  const [row] = await getDb()
    .update(proposalShareLinks)
    .set({ revokedAt: sql`coalesce(${proposalShareLinks.revokedAt}, now())` })
    .where(eq(proposalShareLinks.id, id))
    .returning();
  if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
  await recordAudit({
    action: "share_link.revoked",
    actor,
    target: { type: subject.kind, id: subject.id },
    details: { shareLinkId: row.id },
  });
  return subject.kind === "recap" ? toRecapShareLinkView(row, true) : toShareLinkView(row, true);
}

/**
 * The active link of a token to that kind of page, or null (unknown, revoked, expired or another
 * kind's: all the same).
 */
export async function findActiveShareLink(
  token: string,
  kind: ShareKind = "proposal",
): Promise<ShareLinkRow | null> {
  if (!token || token.length > 64) return null;
  const [row] = await getDb()
    .select()
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.tokenHash, hashToken(token)));
  return row && shareLinkStatus(row) === "active" && shareSubjectOf(row).kind === kind ? row : null;
}

async function activeLinkOrThrow(token: string, kind: ShareKind): Promise<ShareLinkRow> {
  const link = await findActiveShareLink(token, kind);
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

/**
 * POST /api/shared-proposals/{token}/unlock (and /api/shared-recaps/...): a right passcode answers
 * the unlock cookie.
 */
export async function unlockSharedLink(
  token: string,
  passcode: string,
  address: string,
  kind: ShareKind = "proposal",
): Promise<{ name: string; value: string; cookie: string }> {
  const link = await activeLinkOrThrow(token, kind);
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

/** The headers of a successful unlock answer: the cookie, and never indexed. */
export async function unlockHeaders(
  token: string,
  passcode: string,
  address: string,
  kind: ShareKind,
): Promise<Record<string, string>> {
  const unlocked = await unlockSharedLink(token, passcode, address, kind);
  return { "Set-Cookie": unlocked.cookie, "X-Robots-Tag": "noindex, nofollow" };
}

/**
 * The link of a token once its passcode is satisfied (the X-Proposal-Passcode header or the unlock
 * cookie), for the public reads of shared proposals and recaps.
 */
export async function openSharedLink(
  token: string,
  headers: Headers,
  reader: Pick<Actor<CurrentUser | null>, "address">,
  kind: ShareKind,
): Promise<ShareLinkRow> {
  const link = await activeLinkOrThrow(token, kind);
  if (link.passcodeHash && !isUnlocked(link, readCookie(headers, unlockCookieName(link)))) {
    const passcode = headers.get(PASSCODE_HEADER);
    if (!passcode)
      throw new AppError(
        "UNAUTHORIZED",
        kind === "recap" ? RECAP_PASSCODE_REQUIRED : PASSCODE_REQUIRED,
        {
          details: { passcodeRequired: true },
        },
      );
    await checkPasscode(link, passcode, reader.address);
  }
  return link;
}

/**
 * GET /api/shared-proposals/{token}: the public view of the link's proposal, for anyone with the
 * link (and its passcode). Records the view, unless a signed-in member of the team is reading it
 * (a preview, not the sponsor).
 */
export async function readSharedProposal(
  token: string,
  headers: Headers,
  reader: Pick<Actor<CurrentUser | null>, "user" | "address">,
): Promise<SharedProposal> {
  const link = await openSharedLink(token, headers, reader, "proposal");
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
  const proposal = await getPublicProposal(link.proposalId!);
  if (reader.user) return { proposal, counted: false };
  await recordProposalView(link, { userAgent: headers.get("user-agent"), address: reader.address });
  return { proposal, counted: true };
}
