import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { listSponsorBrands } from "@/lib/server/sponsors/queries";
import { countryByCode } from "@/lib/shared/countries";
import type { SponsorBrandSummary, SponsorListQuery } from "@/lib/shared/schemas/sponsor";
import { csvResponse } from "./csv";

const PAGE_SIZE = 100;

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
  if (items.length === 0)
    return new Map<number, { country: string | null; website: string | null }>();
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

async function linesOf(items: SponsorBrandSummary[]) {
  const places = await placesOf(items);
  return items.map((item) => {
    const place = places.get(item.id);
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
  });
}

/**
 * GET /api/sponsor-brands/export.csv: the whole list the sponsor page shows for the same context,
 * filters, search and sort, streamed page by page. The first page is read before answering, so an
 * unknown context is still a 404 rather than a broken download.
 */
export async function exportSponsorBrandsCsv(
  query: SponsorListQuery,
  userId: number,
): Promise<Response> {
  const pageQuery = { ...query, pageSize: PAGE_SIZE };
  let page = 1;
  let current: SponsorBrandSummary[] | null = (
    await listSponsorBrands({ ...pageQuery, page }, userId)
  ).items;
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`sponsors-${day}.csv`, EXPORT_CSV_HEADER, async () => {
    if (current === null) {
      page++;
      current = (await listSponsorBrands({ ...pageQuery, page }, userId)).items;
    }
    const items = current;
    // A short page is the last one; the next call ends the file.
    current = items.length < PAGE_SIZE ? [] : null;
    return items.length ? linesOf(items) : [];
  });
}
