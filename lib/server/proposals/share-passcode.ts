import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { hashAddress, recordAudit } from "@/lib/server/audit/record";
import { addressNetwork } from "@/lib/server/auth/client-address";
import { verifyPassword } from "@/lib/server/auth/passwords";
import {
  clearRateLimit,
  consumeRateLimit,
  rateLimited,
  refundRateLimit,
  type RateLimitRule,
} from "@/lib/server/auth/rate-limit";
import { getAuthSecret } from "@/lib/server/auth/secret";
import { getDb } from "@/lib/server/db/client";
import { publish } from "@/lib/server/events/bus";
import { proposalShareLinks } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/errors";
import { logger } from "@/lib/server/logger";
import { getProposalOrThrow } from "@/lib/server/proposals/queries";
import type { ShareLinkRow } from "./share-token";

/**
 * Passcodes of share links (docs/product.md#proposal-sharing). Guesses are limited twice: per
 * link and client network (an IPv6 client by its /64, as sign-in counts), and per link in total,
 * whoever guesses. Too many wrong passcodes in total lock the link for a while: every passcode is
 * refused, the right one too, and the owner is told once per lock. Counters live in `rate_limits`
 * and the lock on the link's row, so both hold across instances.
 */

export const PASSCODE_WRONG = "That passcode is not correct.";
export const PASSCODE_TOO_MANY = "Too many wrong passcodes. Please try again later.";

/** Passcode tries per link and client network. */
export const PASSCODE_NETWORK_LIMIT: RateLimitRule = { max: 10, windowMs: 15 * 60_000 };
/** Wrong passcodes per link from everyone together; the one that reaches it locks the link. */
export const PASSCODE_LINK_LIMIT: RateLimitRule = { max: 30, windowMs: 60 * 60_000 };
/** How long a lock lasts. */
export const PASSCODE_LOCK_MINUTES = 30;

/** The answer to every passcode tried while the link is locked. */
export function shareLinkLocked(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return rateLimited(
    retryAfterSeconds,
    `This link is locked after too many wrong passcodes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

const networkKey = (link: Pick<ShareLinkRow, "id">, address: string) =>
  `share-passcode:${link.id}:${hashAddress(addressNetwork(address))}`;
const linkKey = (link: Pick<ShareLinkRow, "id">) => `share-passcode-link:${link.id}`;

/** Seconds the link stays locked (0 when it is not), by the database's clock. */
async function lockSecondsLeft(linkId: number): Promise<number> {
  const [row] = await getDb()
    .select({
      seconds: sql<number>`extract(epoch from ${proposalShareLinks.lockedUntil} - now())::float8`,
    })
    .from(proposalShareLinks)
    .where(and(eq(proposalShareLinks.id, linkId), gt(proposalShareLinks.lockedUntil, sql`now()`)));
  return row ? Math.max(1, Math.ceil(Number(row.seconds))) : 0;
}

/**
 * Lock the link, unless another request just did. The request that locks it starts a fresh count
 * for after the lock, writes the audit entry and publishes `proposal.share_locked` (the owner is
 * notified), so each lock is reported once.
 */
async function lockLink(link: ShareLinkRow, address: string): Promise<AppError> {
  const [locked] = await getDb()
    .update(proposalShareLinks)
    .set({ lockedUntil: sql`now() + make_interval(mins => ${PASSCODE_LOCK_MINUTES})` })
    .where(
      and(
        eq(proposalShareLinks.id, link.id),
        or(isNull(proposalShareLinks.lockedUntil), lte(proposalShareLinks.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ lockedUntil: proposalShareLinks.lockedUntil });
  if (!locked?.lockedUntil) return shareLinkLocked(await lockSecondsLeft(link.id));
  await clearRateLimit(linkKey(link));
  await reportLock(link, locked.lockedUntil, address);
  return shareLinkLocked(PASSCODE_LOCK_MINUTES * 60);
}

async function reportLock(link: ShareLinkRow, until: Date, address: string): Promise<void> {
  try {
    const details = {
      shareLinkId: link.id,
      lockedUntil: until.toISOString(),
      wrongPasscodes: PASSCODE_LINK_LIMIT.max,
    };
    if (link.recapId !== null) {
      // A recap's link: the lock is in the audit log (no notification kind exists for it yet).
      await recordAudit({
        action: "share_link.locked",
        target: { type: "recap", id: link.recapId },
        address,
        details,
      });
      return;
    }
    const proposal = await getProposalOrThrow(link.proposalId!);
    await recordAudit({
      action: "share_link.locked",
      target: { type: "proposal", id: proposal.id, label: proposal.title },
      address,
      details,
    });
    await publish({
      name: "proposal.share_locked",
      data: {
        proposal: {
          id: proposal.id,
          title: proposal.title,
          ownerId: proposal.userId,
          sponsorBrandId: proposal.sponsorBrandId,
        },
        shareLinkId: link.id,
        lockedUntil: until.toISOString(),
        wrongPasscodes: PASSCODE_LINK_LIMIT.max,
        lockMinutes: PASSCODE_LOCK_MINUTES,
      },
    });
  } catch (error) {
    // The lock itself holds; a lost notice must not turn the visitor's answer into a 500.
    logger.error("could not report a locked share link", { shareLinkId: link.id, error });
  }
}

/**
 * Check a passcode. Refused with 429 while the link is locked (even the right passcode) or when
 * the client's network has used its tries; a wrong passcode answers 403, or 429 when it is the one
 * that locks the link. Each try is counted before the passcode is checked, so simultaneous
 * guesses are numbered one by one; a right passcode gives its place in the link's count back.
 */
export async function checkPasscode(
  link: ShareLinkRow,
  passcode: string,
  address: string,
): Promise<void> {
  const lockedFor = await lockSecondsLeft(link.id);
  if (lockedFor > 0) throw shareLinkLocked(lockedFor);
  const network = await consumeRateLimit(networkKey(link, address), PASSCODE_NETWORK_LIMIT);
  if (!network.allowed) throw rateLimited(network.retryAfterSeconds, PASSCODE_TOO_MANY);
  const total = await consumeRateLimit(linkKey(link), PASSCODE_LINK_LIMIT);
  if (!total.allowed) throw await lockLink(link, address);
  if (link.passcodeHash && (await verifyPassword(link.passcodeHash, passcode))) {
    await clearRateLimit(networkKey(link, address));
    await refundRateLimit(linkKey(link));
    // Another request may have locked the link while this one was checked: the lock wins.
    const lockedMeanwhile = await lockSecondsLeft(link.id);
    if (lockedMeanwhile > 0) throw shareLinkLocked(lockedMeanwhile);
    return;
  }
  if (total.count >= PASSCODE_LINK_LIMIT.max) throw await lockLink(link, address);
  throw new AppError("FORBIDDEN", PASSCODE_WRONG);
}

// --- The unlock cookie ---------------------------------------------------------------------------

/** The unlock cookie of a link: set by a right passcode, read by the page and the API. */
export const unlockCookieName = (link: Pick<ShareLinkRow, "id">) => `proposal-unlock-${link.id}`;

/** A value only the server can make, tied to the link and its passcode. */
export function unlockValue(link: Pick<ShareLinkRow, "id" | "passcodeHash">): string {
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
