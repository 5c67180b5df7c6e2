import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, sponsorships, specificEvents } from "@/lib/server/db/schema";
import type { SponsorProgressView } from "@/lib/shared/engagement";
import { listBrandEngagements } from "./engagement";

/**
 * Engagement progress of every sponsor a property works with, each sponsor once: a flag counts as
 * done when it is done at the brand level or for any of the sponsor's links to the brand's events.
 */
export async function listBrandProgress(eventBrandId: number): Promise<SponsorProgressView[]> {
  const db = getDb();
  const [linked, brandLevel] = await Promise.all([
    db
      .select({
        sponsorBrandId: sponsorships.sponsorBrandId,
        hasDeepResearch: sql<boolean>`bool_or(${sponsorships.hasDeepResearch})`,
        hasMatchAnalysis: sql<boolean>`bool_or(${sponsorships.hasMatchAnalysis})`,
        hasBrandActivations: sql<boolean>`bool_or(${sponsorships.hasBrandActivations})`,
        hasVisualMockups: sql<boolean>`bool_or(${sponsorships.hasVisualMockups})`,
        lastActivityDate: sql<string>`max(${sponsorships.lastActivityDate})`.mapWith(
          (value) => new Date(value),
        ),
      })
      .from(sponsorships)
      .innerJoin(specificEvents, eq(specificEvents.id, sponsorships.specificEventId))
      .where(eq(specificEvents.eventBrandId, eventBrandId))
      .groupBy(sponsorships.sponsorBrandId),
    listBrandEngagements(eventBrandId),
  ]);

  const merged = new Map<
    number,
    Omit<SponsorProgressView, "sponsorName" | "logo" | "industry" | "lastActivityDate"> & {
      last: Date;
    }
  >();
  for (const row of [...linked, ...brandLevel]) {
    const current = merged.get(row.sponsorBrandId);
    merged.set(row.sponsorBrandId, {
      sponsorBrandId: row.sponsorBrandId,
      hasDeepResearch: Boolean(current?.hasDeepResearch || row.hasDeepResearch),
      hasMatchAnalysis: Boolean(current?.hasMatchAnalysis || row.hasMatchAnalysis),
      hasBrandActivations: Boolean(current?.hasBrandActivations || row.hasBrandActivations),
      hasVisualMockups: Boolean(current?.hasVisualMockups || row.hasVisualMockups),
      last: current && current.last > row.lastActivityDate ? current.last : row.lastActivityDate,
    });
  }
  if (merged.size === 0) return [];
  const sponsors = await db
    .select({
      id: sponsorBrands.id,
      name: sponsorBrands.name,
      logo: sponsorBrands.logo,
      industry: sponsorBrands.industry,
    })
    .from(sponsorBrands)
    .where(inArray(sponsorBrands.id, [...merged.keys()]));
  const byId = new Map(sponsors.map((sponsor) => [sponsor.id, sponsor]));
  return [...merged.values()]
    .sort((a, b) => b.last.getTime() - a.last.getTime())
    .flatMap(({ last, ...flags }) => {
      const sponsor = byId.get(flags.sponsorBrandId);
      return sponsor
        ? [
            {
              ...flags,
              sponsorName: sponsor.name,
              logo: sponsor.logo,
              industry: sponsor.industry,
              lastActivityDate: last.toISOString(),
            },
          ]
        : [];
    });
}
