import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getAiProvider } from "@/lib/server/ai/provider";
import type { ActivationInput } from "@/lib/server/ai/types";
import { getDb } from "@/lib/server/db/client";
import { activations } from "@/lib/server/db/schema";
import { loadPropertyFacts, loadSponsorFacts, matchSponsor } from "@/lib/server/facts/load";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { recordEngagement } from "@/lib/server/sponsorships/engagement";
import type { AiProviderName } from "@/lib/shared/schemas/ai";
import type { JobPayload } from "@/lib/shared/schemas/jobs";
import { EMPTY_AI_RESPONSE, NO_EVENT_BRAND } from "@/lib/shared/job-constants";

/**
 * The activation job's work: AI activation ideas for a sponsor at an event brand (staged at the
 * chosen specific event when there is one), stored with that event.
 */

export interface ActivationsSummary {
  sponsorId: number;
  eventBrandId: number;
  /** The specific event the ideas were made for, when one was chosen. */
  specificEventId: number | null;
  activationIds: number[];
  provider: AiProviderName;
  model: string;
  generatedAt: string;
}

async function loadActivationInput(
  payload: JobPayload<"activation">,
  now = new Date(),
): Promise<ActivationInput> {
  const sponsor = await loadSponsorFacts(payload.sponsorId);
  const property = await loadPropertyFacts({
    eventBrandId: payload.eventBrandId,
    specificEventId: payload.specificEventId,
  }).catch((error) => {
    if (!(error instanceof PermanentJobError)) throw error;
    throw new PermanentJobError(
      payload.specificEventId
        ? error.message
        : `${NO_EVENT_BRAND.activation}: event brand ${payload.eventBrandId} does not exist`,
    );
  });
  const existing = await getDb()
    .select({ title: activations.title })
    .from(activations)
    .where(
      and(
        eq(activations.sponsorBrandId, sponsor.id),
        eq(activations.eventBrandId, property.eventBrand.id),
      ),
    )
    .orderBy(desc(activations.createdAt))
    .limit(100);
  return {
    sponsor,
    property,
    match: await matchSponsor(sponsor, property),
    count: payload.count,
    categories: payload.categories,
    existingTitles: existing.map((row) => row.title),
    now: now.toISOString(),
  };
}

export async function generateActivations(
  payload: JobPayload<"activation">,
  ctx: JobContext,
): Promise<ActivationsSummary> {
  const input = await ctx.step("load-context", () => loadActivationInput(payload));
  await ctx.progress(20);
  const result = await ctx.step("generate", () =>
    getAiProvider().generateActivationIdeas(input, { signal: ctx.signal }),
  );
  if (result.data.length === 0) throw new PermanentJobError(EMPTY_AI_RESPONSE.activations);
  await ctx.progress(80);
  // The ideas, the engagement mark and the job's completion land together or not at all.
  return ctx.step("store", () =>
    ctx.finish(async (tx) => {
      const rows = await tx
        .insert(activations)
        .values(
          result.data.map((idea) => ({
            sponsorBrandId: input.sponsor.id,
            eventBrandId: input.property.eventBrand.id,
            specificEventId: input.property.event?.id ?? null,
            title: idea.title.slice(0, 255),
            description: idea.description,
            category: idea.category,
            aiProvider: result.provider,
            aiModel: result.model,
            createdBy: ctx.userId,
          })),
        )
        .returning({ id: activations.id });
      await recordEngagement(
        input.sponsor.id,
        input.property.eventBrand.id,
        "hasBrandActivations",
        tx,
      );
      return {
        sponsorId: input.sponsor.id,
        eventBrandId: input.property.eventBrand.id,
        specificEventId: input.property.event?.id ?? null,
        activationIds: rows.map((row) => row.id),
        provider: result.provider,
        model: result.model,
        generatedAt: result.generatedAt,
      };
    }),
  );
}
