import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { followedBy } from "@/lib/server/sponsors/queries";
import {
  deepResearchMetaSchema,
  deepResearchSchema,
  type DeepResearch,
  type DeepResearchMeta,
} from "@/lib/shared/schemas/ai";
import { LIBRARY_LIMIT, type LibraryFilters } from "./library";

/** A sponsor's stored deep research with who made it and for which property (P2 §3). */
export interface ResearchLibraryItem {
  sponsorBrandId: number;
  sponsorName: string;
  industry: string | null;
  logo: string | null;
  /** The sponsor is on the asking user's watchlist (listed first). */
  isFollowed: boolean;
  deepResearch: DeepResearch;
  /** Provider, model, time, property and match of the run; null for research stored without it. */
  meta: DeepResearchMeta | null;
  eventBrandName: string | null;
  lastDeepResearchDate: string | null;
}

const metaBrandId = sql`(${sponsorBrands.data} -> 'deepResearchMeta' ->> 'eventBrandId')`;

/**
 * Sponsors with deep research, the user's followed sponsors first, then the latest research. With
 * `eventBrandId`, only research done for that property.
 */
export async function listResearchLibrary(
  filters: LibraryFilters,
  userId: number,
): Promise<ResearchLibraryItem[]> {
  const where: SQL[] = [sql`${sponsorBrands.data} ? 'deepResearch'`];
  if (filters.sponsorBrandId) where.push(eq(sponsorBrands.id, filters.sponsorBrandId));
  if (filters.eventBrandId) where.push(sql`${metaBrandId} = ${String(filters.eventBrandId)}`);
  const rows = await getDb()
    .select({
      id: sponsorBrands.id,
      name: sponsorBrands.name,
      industry: sponsorBrands.industry,
      logo: sponsorBrands.logo,
      data: sponsorBrands.data,
      isFollowed: followedBy(userId),
      eventBrandName: eventBrands.name,
    })
    .from(sponsorBrands)
    .leftJoin(eventBrands, sql`${eventBrands.id}::text = ${metaBrandId}`)
    .where(and(...where))
    .orderBy(
      desc(followedBy(userId)),
      desc(sql`${sponsorBrands.data} ->> 'lastDeepResearchDate'`),
      sponsorBrands.name,
    )
    .limit(LIBRARY_LIMIT);
  return rows.flatMap((row) => {
    const research = deepResearchSchema.safeParse(row.data.deepResearch);
    if (!research.success) {
      // Written by an older version: leave it out rather than show a broken card.
      logger.warn("stored deep research has an unexpected shape", { sponsorBrandId: row.id });
      return [];
    }
    const meta = deepResearchMetaSchema.safeParse(row.data.deepResearchMeta);
    const date = row.data.lastDeepResearchDate;
    return [
      {
        sponsorBrandId: row.id,
        sponsorName: row.name,
        industry: row.industry,
        logo: row.logo,
        isFollowed: Boolean(row.isFollowed),
        deepResearch: research.data,
        meta: meta.success ? meta.data : null,
        eventBrandName: row.eventBrandName,
        lastDeepResearchDate: typeof date === "string" ? date : null,
      },
    ];
  });
}
