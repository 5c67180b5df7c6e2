import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getAiProvider } from "@/lib/server/ai/provider";
import type { AiResult, ResearchInput } from "@/lib/server/ai/types";
import { getDb, type Tx } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import {
  loadPeers,
  loadPropertyFacts,
  loadSponsorFacts,
  matchSponsor,
  type PropertyRef,
} from "@/lib/server/facts/load";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { recordEngagement } from "@/lib/server/sponsorships/engagement";
import type { DeepResearch, DeepResearchMeta } from "@/lib/shared/schemas/ai";
import type { JobPayload } from "@/lib/shared/schemas/jobs";

/** Deep research on a sponsor for a property, stored in the sponsor's `data`. */

export interface DeepResearchSummary {
  sponsorId: number;
  sponsorName: string;
  eventBrandId: number;
  eventBrandName: string;
  specificEventId: number | null;
  matchPercentage: number;
  provider: DeepResearchMeta["provider"];
  model: string;
  generatedAt: string;
}

/** The deep-research payload's eventContext: an event brand id, or a brand plus an event. */
function propertyRefOf(context: JobPayload<"deep-research">["eventContext"]): PropertyRef {
  return typeof context === "number"
    ? { eventBrandId: context }
    : { eventBrandId: context.eventBrandId, specificEventId: context.specificEventId ?? null };
}

async function loadResearchInput(
  sponsorId: number,
  ref: PropertyRef,
  now = new Date(),
): Promise<ResearchInput> {
  const [sponsor, property] = await Promise.all([
    loadSponsorFacts(sponsorId),
    loadPropertyFacts(ref),
  ]);
  return {
    sponsor,
    property,
    match: await matchSponsor(sponsor, property),
    peers: await loadPeers(sponsor),
    now: now.toISOString(),
  };
}

/** Merge the research into `data` in one statement, so concurrent edits of other keys survive. */
async function storeDeepResearch(
  tx: Tx,
  input: ResearchInput,
  result: AiResult<DeepResearch>,
): Promise<DeepResearchSummary> {
  const meta: DeepResearchMeta = {
    provider: result.provider,
    model: result.model,
    generatedAt: result.generatedAt,
    eventBrandId: input.property.eventBrand.id,
    specificEventId: input.property.event?.id ?? null,
    matchPercentage: input.match.matchPercentage,
  };
  const patch = {
    deepResearch: result.data,
    lastDeepResearchDate: result.generatedAt,
    deepResearchMeta: meta,
  };
  const updated = await tx
    .update(sponsorBrands)
    .set({
      data: sql`coalesce(${sponsorBrands.data}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
    })
    .where(eq(sponsorBrands.id, input.sponsor.id))
    .returning({ id: sponsorBrands.id });
  if (updated.length === 0)
    throw new PermanentJobError(`Sponsor brand ${input.sponsor.id} not found`);
  return {
    sponsorId: input.sponsor.id,
    sponsorName: input.sponsor.name,
    eventBrandId: meta.eventBrandId,
    eventBrandName: input.property.eventBrand.name,
    specificEventId: meta.specificEventId,
    matchPercentage: meta.matchPercentage,
    provider: meta.provider,
    model: meta.model,
    generatedAt: meta.generatedAt,
  };
}

async function researchAndStore(
  sponsorId: number,
  ref: PropertyRef,
  ctx: JobContext,
): Promise<DeepResearchSummary> {
  const input = await ctx.step("load-context", () => loadResearchInput(sponsorId, ref));
  await ctx.progress(20);
  const result = await ctx.step("research", () =>
    getAiProvider().researchSponsor(input, { signal: ctx.signal }),
  );
  await ctx.progress(80);
  // The research, the engagement mark and the job's completion land together or not at all.
  return ctx.step("store", () =>
    ctx.finish(async (tx) => {
      const summary = await storeDeepResearch(tx, input, result);
      await recordEngagement(summary.sponsorId, summary.eventBrandId, "hasDeepResearch", tx);
      return summary;
    }),
  );
}

/** deep-research job: sponsorId + eventContext. */
export async function runDeepResearch(
  payload: JobPayload<"deep-research">,
  ctx: JobContext,
): Promise<DeepResearchSummary> {
  return researchAndStore(payload.sponsorId, propertyRefOf(payload.eventContext), ctx);
}

/** The sponsor a research job names: by name (ignoring case), the given id breaking ties. */
async function findSponsorForResearch(name: string, preferredId?: number): Promise<number> {
  const rows = await getDb()
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .where(eq(sql`lower(${sponsorBrands.name})`, name.trim().toLowerCase()))
    .orderBy(asc(sponsorBrands.id));
  const chosen = rows.find((row) => row.id === preferredId) ?? rows[0];
  if (!chosen) throw new PermanentJobError(`No sponsor brand named "${name.trim()}"`);
  return chosen.id;
}

async function firstEventBrandId(): Promise<number> {
  const [row] = await getDb()
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .orderBy(asc(eventBrands.id))
    .limit(1);
  if (!row)
    throw new PermanentJobError(
      "No event brand exists yet: create one before researching sponsors",
    );
  return row.id;
}

/** research job: a sponsor by name, researched for the given or the first event brand. */
export async function runResearch(
  payload: JobPayload<"research">,
  ctx: JobContext,
): Promise<DeepResearchSummary> {
  const target = await ctx.step("find-sponsor", async () => ({
    sponsorId: await findSponsorForResearch(payload.sponsorName, payload.sponsorId),
    eventBrandId: payload.eventBrandId ?? (await firstEventBrandId()),
  }));
  await ctx.progress(5);
  return researchAndStore(target.sponsorId, { eventBrandId: target.eventBrandId }, ctx);
}

/**
 * Deep research run as steps of another job (the proposal draft runs it when the sponsor has
 * none): stored with its engagement mark, without completing the calling job.
 */
export async function runDeepResearchSteps(
  sponsorId: number,
  ref: PropertyRef,
  ctx: JobContext,
): Promise<DeepResearchSummary> {
  const input = await ctx.step("research-context", () => loadResearchInput(sponsorId, ref));
  const result = await ctx.step("research", () =>
    getAiProvider().researchSponsor(input, { signal: ctx.signal }),
  );
  return ctx.step("research-store", () =>
    ctx.transaction(async (tx) => {
      const summary = await storeDeepResearch(tx, input, result);
      await recordEngagement(summary.sponsorId, summary.eventBrandId, "hasDeepResearch", tx);
      return summary;
    }),
  );
}
