import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorDeals } from "@/lib/server/db/schema";
import { findExclusivityConflicts } from "@/lib/server/exclusivity/conflicts";
import { loadSponsorRow } from "@/lib/server/facts/load";
import { deepResearchMetaSchema, deepResearchSchema } from "@/lib/shared/schemas/ai";
import type { ProposalConflict } from "@/lib/shared/schemas/proposal";
import { tierIsExclusive } from "./draft";

// The stored facts a draft is grounded in besides the match: the sponsor's research, comparable
// deals, and the rights others hold in its category.

/** The stored deep research of a sponsor, or null when it has none (or it is malformed). */
export async function storedResearch(sponsorId: number) {
  const row = await loadSponsorRow(sponsorId);
  const data = row.data ?? {};
  const research = deepResearchSchema.safeParse(data.deepResearch);
  if (!research.success) return null;
  const meta = deepResearchMetaSchema.safeParse(data.deepResearchMeta);
  return {
    research: research.data,
    meta: meta.success ? meta.data : null,
    date: typeof data.lastDeepResearchDate === "string" ? data.lastDeepResearchDate : null,
  };
}

/** Stored values (whole dollars) of real deals in the same industry at the same tier. */
export async function comparableDeals(industry: string | null, tier: string): Promise<number[]> {
  if (!industry) return [];
  const rows = await getDb()
    .select({ cents: sponsorDeals.valueCents })
    .from(sponsorDeals)
    .where(
      and(
        sql`lower(${sponsorDeals.industry}) = lower(${industry})`,
        sql`lower(${sponsorDeals.sponsorshipLevel}) = lower(${tier})`,
        gt(sponsorDeals.valueCents, 0),
        eq(sponsorDeals.isSample, false),
        eq(sponsorDeals.currency, "USD"),
      ),
    );
  return rows.map((row) => Math.round(row.cents / 100));
}

export async function conflictsFor(input: {
  sponsorId: number;
  sponsorName: string;
  industry: string | null;
  eventBrandId: number;
  eventId: number | null;
  tier: string;
  startDate: string | null;
  endDate: string | null;
}): Promise<ProposalConflict[]> {
  const isExclusive = tierIsExclusive(input.tier);
  const found = input.eventId
    ? await findExclusivityConflicts({
        specificEventId: input.eventId,
        sponsorBrandId: input.sponsorId,
        sponsorshipLevel: input.tier,
        isExclusive,
      })
    : await findExclusivityConflicts({
        eventBrandId: input.eventBrandId,
        industry: input.industry,
        sponsorshipLevel: input.tier,
        isExclusive,
        status: "Pending",
        sponsorBrandId: input.sponsorId,
        sponsorName: input.sponsorName,
        startDate: input.startDate,
        endDate: input.endDate,
      });
  return found.map((c) => ({
    sponsorName: c.sponsorName,
    industry: c.industry,
    sponsorshipLevel: c.sponsorshipLevel,
    where: c.where,
    startDate: c.startDate,
    endDate: c.endDate,
    message: c.message,
  }));
}
