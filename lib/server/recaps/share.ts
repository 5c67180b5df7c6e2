import "server-only";
import { eq } from "drizzle-orm";
import type { Actor, ActingUser } from "@/lib/server/auth/actor";
import type { CurrentUser } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { contracts, recaps } from "@/lib/server/db/schema";
import { publish } from "@/lib/server/events/bus";
import { notFound } from "@/lib/server/http/errors";
import {
  createShareLinkRow,
  listShareLinkRows,
  openSharedLink,
  SHARE_LINK_INACTIVE,
} from "@/lib/server/proposals/share";
import { toRecapShareLinkView } from "@/lib/server/proposals/share-subject";
import { recordLinkView, type Visitor } from "@/lib/server/proposals/share-views";
import type { ShareLinkRow } from "@/lib/server/proposals/share-token";
import { deviceTypeOf } from "@/lib/shared/device-type";
import { recapDocument } from "@/lib/shared/recap-document";
import type { PublicProposal } from "@/lib/shared/schemas/proposal";
import {
  recapContentSchema,
  type RecapShareLinkList,
  type RecapShareLinkView,
  type SharedRecap,
} from "@/lib/shared/schemas/recap";

/**
 * Recaps shared by link (docs/product.md#recaps): the proposals' share links (token, passcode,
 * expiry, revoking, lockout, views), naming a recap and opening `/r/{token}`. A view publishes
 * `recap.viewed` (the webhooks hear of each; the recap's creator is notified of a link's first).
 */

export async function createRecapShareLink(
  recapId: number,
  input: { expiresInDays?: number; passcode?: string | null },
  actor: ActingUser,
): Promise<RecapShareLinkView> {
  const row = await createShareLinkRow({ kind: "recap", id: recapId }, input, actor);
  return toRecapShareLinkView(row, true);
}

export async function listRecapShareLinks(
  recapId: number,
  viewer: ActingUser,
): Promise<RecapShareLinkList> {
  const { rows, withTokens } = await listShareLinkRows({ kind: "recap", id: recapId }, viewer);
  return { items: rows.map((row) => toRecapShareLinkView(row, withTokens)) };
}

/** The sponsor's document of a ready recap (a link to a recap still being made is not active). */
async function sharedDocument(recapId: number) {
  const [row] = await getDb()
    .select({
      id: recaps.id,
      contractId: recaps.contractId,
      season: recaps.season,
      status: recaps.status,
      content: recaps.content,
      createdBy: recaps.createdBy,
      sponsorBrandId: contracts.sponsorBrandId,
    })
    .from(recaps)
    .innerJoin(contracts, eq(contracts.id, recaps.contractId))
    .where(eq(recaps.id, recapId));
  const content = row?.status === "ready" ? recapContentSchema.safeParse(row.content) : null;
  if (!row || !content?.success) throw notFound(SHARE_LINK_INACTIVE);
  return { row, document: recapDocument(content.data) };
}

/** Record one opening of a recap's link and publish `recap.viewed` once it is stored. */
async function recordRecapView(
  link: ShareLinkRow,
  visitor: Visitor,
  recap: Awaited<ReturnType<typeof sharedDocument>>["row"],
  title: string,
) {
  const deviceType = deviceTypeOf(visitor.userAgent);
  const firstView = await getDb().transaction((tx) =>
    recordLinkView(tx, link, visitor, deviceType),
  );
  await publish({
    name: "recap.viewed",
    data: {
      recap: {
        id: recap.id,
        contractId: recap.contractId,
        season: recap.season,
        title,
        createdBy: recap.createdBy,
        sponsorBrandId: recap.sponsorBrandId,
      },
      shareLinkId: link.id,
      deviceType,
      firstView,
      viewedAt: new Date().toISOString(),
    },
  });
}

/**
 * The recap an unlocked link shows. Each showing to its recipient is a view; a signed-in member of
 * the team sees a preview that is not counted. The page and the API read both end here.
 */
export async function showSharedRecap(
  link: ShareLinkRow,
  headers: Headers,
  reader: Pick<Actor<CurrentUser | null>, "user" | "address">,
): Promise<{ recap: PublicProposal; counted: boolean }> {
  const { row, document } = await sharedDocument(link.recapId!);
  if (reader.user) return { recap: document, counted: false };
  await recordRecapView(
    link,
    { userAgent: headers.get("user-agent"), address: reader.address },
    row,
    document.title,
  );
  return { recap: document, counted: true };
}

/** GET /api/shared-recaps/{token}: the public read, with the passcode rules of proposal links. */
export async function readSharedRecap(
  token: string,
  headers: Headers,
  reader: Pick<Actor<CurrentUser | null>, "user" | "address">,
): Promise<SharedRecap> {
  const link = await openSharedLink(token, headers, reader, "recap");
  return showSharedRecap(link, headers, reader);
}
