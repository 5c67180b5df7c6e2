import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { marketProperties, sponsorDeals } from "@/lib/server/db/schema";
import type { SponsorProfile, SportsSponsorship } from "@/lib/shared/schemas/profile";

/**
 * A brand's sponsorship track record from the market's sourced deals: each property it sponsors,
 * with its sport and first reported season. The matching engine reads sponsorships from the
 * profile, so the record is added to the profile's list before scoring (the sports-sponsorship
 * term and its reason then count the real deals; the sub-scores still add up as documented).
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
    })
    .from(sponsorDeals)
    .innerJoin(marketProperties, eq(marketProperties.id, sponsorDeals.marketPropertyId))
    .where(
      and(
        isNotNull(sponsorDeals.marketKey),
        inArray(sponsorDeals.sponsorBrandId, [...new Set(sponsorIds)]),
      ),
    );
  for (const row of rows) {
    if (row.sponsorBrandId === null) continue;
    const list = records.get(row.sponsorBrandId) ?? [];
    list.push({ property: row.property, sport: row.sport, since: row.since });
    records.set(row.sponsorBrandId, list);
  }
  return records;
}

/**
 * The profile with the track record's properties added to its sports sponsorships (a property it
 * already lists is not repeated); the profile itself when there is nothing to add.
 */
export function withTrackRecord(
  profile: SponsorProfile | null,
  record: readonly SportsSponsorship[] | undefined,
): SponsorProfile | null {
  if (!profile || !record || record.length === 0) return profile;
  const known = new Set(profile.sportsSponsorships.map((deal) => deal.property.toLowerCase()));
  const added: SportsSponsorship[] = [];
  for (const deal of record) {
    const key = deal.property.toLowerCase();
    if (known.has(key)) continue;
    known.add(key);
    added.push(deal);
  }
  if (added.length === 0) return profile;
  return { ...profile, sportsSponsorships: [...added, ...profile.sportsSponsorships] };
}
