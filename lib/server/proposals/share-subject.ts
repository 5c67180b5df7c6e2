import "server-only";
import type { ShareLinkStatus, ShareLinkView } from "@/lib/shared/schemas/proposal-share-link";
import type { RecapShareLinkView } from "@/lib/shared/schemas/recap";
import { revealShareToken, type ShareLinkRow } from "./share-token";

/**
 * What a share link shows (a proposal or a recap: each row names one) and how the API answers a
 * link of either kind.
 */

/** What a share link shows. */
export type ShareKind = "proposal" | "recap";
export type ShareSubject = { kind: ShareKind; id: number };

export const shareSubjectOf = (row: Pick<ShareLinkRow, "proposalId" | "recapId">): ShareSubject =>
  row.recapId !== null
    ? { kind: "recap", id: row.recapId }
    : { kind: "proposal", id: row.proposalId! };

const SHARE_PAGE: Record<ShareKind, string> = { proposal: "/p", recap: "/r" };

export function shareLinkStatus(row: ShareLinkRow, now = new Date()): ShareLinkStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

/** A link's fields as the API answers them, whatever it shares. */
function shareLinkFields(row: ShareLinkRow, withToken: boolean) {
  const token = withToken ? revealShareToken(row) : null;
  const now = new Date();
  return {
    id: row.id,
    token,
    url: token ? `${SHARE_PAGE[shareSubjectOf(row).kind]}/${token}` : null,
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

/**
 * A link as the API answers it. The token and the address are for the proposal's owner and admins
 * only (`withToken`); the rest of the team sees the link's state and views without them.
 */
export function toShareLinkView(row: ShareLinkRow, withToken: boolean): ShareLinkView {
  return { ...shareLinkFields(row, withToken), proposalId: row.proposalId! };
}

export function toRecapShareLinkView(row: ShareLinkRow, withToken: boolean): RecapShareLinkView {
  return { ...shareLinkFields(row, withToken), recapId: row.recapId! };
}
