import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import type { ResolvedContext } from "@/lib/server/sponsors/context";
import { listSponsorBrands, rankedListRows, readsRanking } from "@/lib/server/sponsors/queries";
import type { RankKey } from "@/lib/server/sponsors/ranked";
import { rankedContext } from "@/lib/server/sponsors/ranking";
import { contextPartners } from "@/lib/server/sponsors/current-partners";
import { toSponsorSummary } from "@/lib/server/sponsors/serialize";
import { countryByCode } from "@/lib/shared/countries";
import type { SponsorBrandSummary, SponsorListQuery } from "@/lib/shared/schemas/sponsor";
import { csvResponse } from "./csv";

const PAGE_SIZE = 100;
/** Rows read per statement when a whole ranking is exported. */
export const RANKING_BATCH = 1_000;

export const EXPORT_CSV_HEADER = [
  "Name",
  "Match %",
  "Audience match",
  "Value match",
  "Brand value match",
  "Industry",
  "Country",
  "Website",
] as const;

/** Country and web site of listed brands (the list's summaries do not carry them). */
async function placesOf(items: SponsorBrandSummary[]) {
  if (items.length === 0) return new Map<number, Place>();
  const rows = await getDb()
    .select({
      id: sponsorBrands.id,
      country: sponsorBrands.country,
      website: sponsorBrands.website,
    })
    .from(sponsorBrands)
    .where(
      inArray(
        sponsorBrands.id,
        items.map((item) => item.id),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

type Place = { country: string | null; website: string | null };

function lineOf(item: SponsorBrandSummary, place: Place | undefined) {
  const country = place?.country ? (countryByCode(place.country)?.name ?? place.country) : null;
  return [
    item.name,
    item.match?.matchPercentage ?? null,
    item.match?.audienceMatch ?? null,
    item.match?.valueMatch ?? null,
    item.match?.brandValueMatch ?? null,
    item.industry,
    country,
    place?.website ?? item.data.website,
  ];
}

async function linesOf(items: SponsorBrandSummary[]) {
  const places = await placesOf(items);
  return items.map((item) => lineOf(item, places.get(item.id)));
}

/**
 * GET /api/sponsor-brands/export.csv: the whole list the sponsor page shows for the same context,
 * filters, search and sort, streamed a batch at a time. The first batch is read before
 * answering, so an unknown context is still a 404 rather than a broken download.
 */
export async function exportSponsorBrandsCsv(
  query: SponsorListQuery,
  userId: number,
): Promise<Response> {
  const day = new Date().toISOString().slice(0, 10);
  const context = await rankedContext(query);
  const nextBatch =
    context && readsRanking(query)
      ? await rankingBatches(context, query, userId)
      : await listPages(query, userId);
  return csvResponse(`sponsors-${day}.csv`, EXPORT_CSV_HEADER, nextBatch);
}

/**
 * A whole ranking, read on from the last row's key (its place in the ranking order): every row
 * once, in order, and each batch as cheap as the first however far into the ranking it is.
 */
async function rankingBatches(context: ResolvedContext, query: SponsorListQuery, userId: number) {
  const batchQuery = { ...query, pageSize: RANKING_BATCH };
  const partners = await contextPartners(context);
  const exclude = query.excludeCurrentPartners ? [...partners] : [];
  const read = async (after: RankKey | null) => {
    const rows = await rankedListRows(context, batchQuery, userId, { after }, exclude);
    const last = rows[rows.length - 1]?.score;
    // A short batch is the last one; the next call ends the file.
    const next: RankKey | null | undefined =
      rows.length < RANKING_BATCH || !last
        ? undefined
        : {
            matchPercentage: last.matchPercentage,
            sortName: last.sortName,
            sponsorBrandId: last.sponsorBrandId,
          };
    return { rows, next };
  };
  let current: Awaited<ReturnType<typeof read>> | null = await read(null);
  return async () => {
    if (current === null) return [];
    const { rows, next } = current;
    current = next === undefined ? null : await read(next);
    return rows.map((row) =>
      lineOf(
        toSponsorSummary(row.sponsor, row.score, row.isFollowed, partners.has(row.sponsor.id)),
        row.sponsor,
      ),
    );
  };
}

/** Any other list (a search, another sort), page by page as the list reads it. */
async function listPages(query: SponsorListQuery, userId: number) {
  const pageQuery = { ...query, pageSize: PAGE_SIZE };
  let page = 1;
  let current: SponsorBrandSummary[] | null = (
    await listSponsorBrands({ ...pageQuery, page }, userId)
  ).items;
  return async () => {
    if (current === null) {
      page++;
      current = (await listSponsorBrands({ ...pageQuery, page }, userId)).items;
    }
    const items = current;
    // A short page is the last one; the next call ends the file.
    current = items.length < PAGE_SIZE ? [] : null;
    return items.length ? linesOf(items) : [];
  };
}
