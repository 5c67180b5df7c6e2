import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, sponsorships, specificEvents } from "@/lib/server/db/schema";
import type { SponsorProgressView } from "@/lib/shared/engagement";

/**
 * Engagement progress of every sponsor linked to an event of the brand, each sponsor once: a flag
 * counts as done when it is done for any of the brand's events.
 */
export async function listBrandProgress(eventBrandId: number): Promise<SponsorProgressView[]> {
  const rows = await getDb()
    .select({
      sponsorBrandId: sponsorships.sponsorBrandId,
      sponsorName: sponsorBrands.name,
      logo: sponsorBrands.logo,
      industry: sponsorBrands.industry,
      hasDeepResearch: sql<boolean>`bool_or(${sponsorships.hasDeepResearch})`,
      hasMatchAnalysis: sql<boolean>`bool_or(${sponsorships.hasMatchAnalysis})`,
      hasBrandActivations: sql<boolean>`bool_or(${sponsorships.hasBrandActivations})`,
      hasVisualMockups: sql<boolean>`bool_or(${sponsorships.hasVisualMockups})`,
      lastActivityDate: sql<Date>`max(${sponsorships.lastActivityDate})`.mapWith(
        (value) => new Date(value),
      ),
    })
    .from(sponsorships)
    .innerJoin(specificEvents, eq(specificEvents.id, sponsorships.specificEventId))
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorships.sponsorBrandId))
    .where(eq(specificEvents.eventBrandId, eventBrandId))
    .groupBy(
      sponsorships.sponsorBrandId,
      sponsorBrands.name,
      sponsorBrands.logo,
      sponsorBrands.industry,
    )
    .orderBy(desc(sql`max(${sponsorships.lastActivityDate})`));
  return rows.map((row) => ({ ...row, lastActivityDate: row.lastActivityDate.toISOString() }));
}
