import "server-only";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { marketProperties, sponsorDeals } from "@/lib/server/db/schema";
import { termText } from "@/lib/shared/open-categories";
import type { KnownDeal } from "@/lib/shared/schemas/sponsor";

/**
 * A brand's known deals: its sourced deals of the market (the properties it sponsors, with the
 * level, years, value and source as reported), newest first. The evidence of its sponsorship
 * track record.
 */
export async function knownDealsOf(sponsorBrandId: number): Promise<KnownDeal[]> {
  const rows = await getDb()
    .select({
      property: marketProperties.name,
      kind: marketProperties.kind,
      sport: marketProperties.sport,
      level: sponsorDeals.sponsorshipLevel,
      status: sponsorDeals.status,
      from: sponsorDeals.reportedFrom,
      to: sponsorDeals.reportedTo,
      sourceName: sponsorDeals.sourceName,
      sourceUrl: sponsorDeals.sourceUrl,
      sourceDate: sponsorDeals.sourceDate,
      value: sponsorDeals.reportedValue,
    })
    .from(sponsorDeals)
    .innerJoin(marketProperties, eq(marketProperties.id, sponsorDeals.marketPropertyId))
    .where(and(eq(sponsorDeals.sponsorBrandId, sponsorBrandId), isNotNull(sponsorDeals.marketKey)))
    .orderBy(desc(sponsorDeals.startSeason), asc(marketProperties.name), asc(sponsorDeals.id));
  return rows.map((row) => ({
    property: row.property,
    propertyKind: row.kind,
    sport: row.sport,
    level: row.level,
    status: row.status,
    years: termText(row.from, row.to),
    source: row.sourceName
      ? { name: row.sourceName, url: row.sourceUrl, date: row.sourceDate }
      : null,
    value: row.value ?? null,
  }));
}
