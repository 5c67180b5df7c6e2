import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { inIntegers } from "@/lib/server/db/arrays";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { marketProperties, sponsorDeals } from "@/lib/server/db/schema";
import type { SponsorProfile, SportsSponsorship } from "@/lib/shared/schemas/profile";

/**
 * A brand's sponsorship track record from the market's sourced deals: each property it sponsors,
 * with its sport, first reported season and source address. The matching engine reads
 * sponsorships from the profile, so the record is added to the profile's list before scoring
 * (the sports-sponsorship term and its reason then count the real deals, the reason linking
 * each to its source; the sub-scores still add up as documented).
 */
export async function trackRecordsOf(
  sponsorIds: readonly number[],
  db: Db | Tx = getDb(),
): Promise<Map<number, SportsSponsorship[]>> {
  const records = new Map<number, SportsSponsorship[]>();
  if (sponsorIds.length === 0) return records;
  const rows = await db
    .select({
      sponsorBrandId: sponsorDeals.sponsorBrandId,
      property: marketProperties.name,
      sport: marketProperties.sport,
      since: sponsorDeals.startSeason,
      sourceUrl: sponsorDeals.sourceUrl,
    })
    .from(sponsorDeals)
    .innerJoin(marketProperties, eq(marketProperties.id, sponsorDeals.marketPropertyId))
    .where(
      and(
        isNotNull(sponsorDeals.marketKey),
        inIntegers(sponsorDeals.sponsorBrandId, [...new Set(sponsorIds)]),
      ),
    );
  for (const row of rows) {
    if (row.sponsorBrandId === null) continue;
    const list = records.get(row.sponsorBrandId) ?? [];
    const deal: SportsSponsorship = { property: row.property, sport: row.sport, since: row.since };
    // A reason links the deal to its source; some sources are a page name, not an address.
    const url = row.sourceUrl?.trim();
    if (url && /^https?:\/\//i.test(url)) deal.sourceUrl = url;
    list.push(deal);
    records.set(row.sponsorBrandId, list);
  }
  return records;
}

/**
 * The profile with the track record's properties added to its sports sponsorships. A property it
 * already lists is not repeated, but gains the record's source address when it has none; the
 * profile itself when there is nothing to add.
 */
export function withTrackRecord(
  profile: SponsorProfile | null,
  record: readonly SportsSponsorship[] | undefined,
): SponsorProfile | null {
  if (!profile || !record || record.length === 0) return profile;
  const sourced = new Map<string, SportsSponsorship>();
  for (const deal of record) {
    const key = deal.property.toLowerCase();
    if (!sourced.has(key)) sourced.set(key, deal);
  }
  let changed = false;
  const listed = profile.sportsSponsorships.map((deal) => {
    const key = deal.property.toLowerCase();
    const match = sourced.get(key);
    sourced.delete(key);
    if (!match?.sourceUrl || deal.sourceUrl) return deal;
    changed = true;
    return { ...deal, sourceUrl: match.sourceUrl };
  });
  const added = [...sourced.values()];
  if (added.length === 0 && !changed) return profile;
  return { ...profile, sportsSponsorships: [...added, ...listed] };
}
