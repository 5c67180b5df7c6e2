import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { publish } from "@/lib/server/events/bus";
import { sponsorProgress } from "@/lib/server/db/schema";
import { setEngagementFlags } from "@/lib/server/sponsorships/engagement";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import type { SponsorProgressStageView } from "@/lib/shared/schemas/interaction";
import { PIPELINE_STAGES, type PipelineStage } from "@/lib/shared/interaction-vocabulary";
import { getSponsorBrandOrThrow } from "./queries";

type Row = typeof sponsorProgress.$inferSelect;

const toView = (row: Row): SponsorProgressStageView => ({
  sponsorBrandId: row.sponsorBrandId,
  currentStage: row.currentStage as PipelineStage,
  nextAction: row.nextAction,
  targetDate: row.targetDate,
  lastUpdated: row.lastUpdated?.toISOString() ?? null,
});

/** A sponsor without a row is a prospect with nothing planned yet. */
const prospect = (sponsorBrandId: number): SponsorProgressStageView => ({
  sponsorBrandId,
  currentStage: "prospect",
  nextAction: null,
  targetDate: null,
  lastUpdated: null,
});

/** The pipeline stage of every sponsor a property works with (GET /api/sponsor-progresses). */
export async function listPipeline(eventBrandId: number): Promise<SponsorProgressStageView[]> {
  const progress = await listBrandProgress(eventBrandId);
  return pipelineStagesFor(progress.map((record) => record.sponsorBrandId));
}

/** The pipeline stage of each of these sponsors, in the same order. */
export async function pipelineStagesFor(
  sponsorIds: readonly number[],
): Promise<SponsorProgressStageView[]> {
  if (sponsorIds.length === 0) return [];
  const rows = await getDb()
    .select()
    .from(sponsorProgress)
    .where(inArray(sponsorProgress.sponsorBrandId, [...sponsorIds]));
  const byId = new Map(rows.map((row) => [row.sponsorBrandId, toView(row)]));
  return sponsorIds.map((id) => byId.get(id) ?? prospect(id));
}

export async function getPipelineStage(sponsorBrandId: number): Promise<SponsorProgressStageView> {
  const [row] = await getDb()
    .select()
    .from(sponsorProgress)
    .where(eq(sponsorProgress.sponsorBrandId, sponsorBrandId));
  return row ? toView(row) : prospect(sponsorBrandId);
}

/**
 * Move a sponsor along the pipeline, or plan its next action (one row per sponsor). A stage that
 * changes publishes sponsorship.stage_changed.
 */
export async function setPipelineStage(
  sponsorBrandId: number,
  change: { currentStage?: PipelineStage; nextAction?: string | null; targetDate?: string | null },
): Promise<SponsorProgressStageView> {
  const sponsor = await getSponsorBrandOrThrow(sponsorBrandId);
  const previous = await getPipelineStage(sponsorBrandId);
  const [row] = await getDb()
    .insert(sponsorProgress)
    .values({ sponsorBrandId, ...change, lastUpdated: new Date() })
    .onConflictDoUpdate({
      target: sponsorProgress.sponsorBrandId,
      set: { ...change, lastUpdated: new Date() },
    })
    .returning();
  const view = toView(row!);
  if (view.currentStage !== previous.currentStage) {
    await publish({
      name: "sponsorship.stage_changed",
      data: {
        sponsorBrandId,
        sponsorName: sponsor.name,
        previousStage: previous.currentStage,
        currentStage: view.currentStage,
        nextAction: view.nextAction,
        targetDate: view.targetDate,
        changedAt: view.lastUpdated,
      },
    });
  }
  return view;
}

/** The pipeline stage that means a proposal exists. */
const PROPOSAL_STAGE: PipelineStage = "proposal";

/**
 * A proposal exists for the sponsor (drafted, or sent): the pipeline moves to Proposal when it is
 * at an earlier stage (never back from Negotiation, Won or Lost), and the work at the property is
 * recorded as engagement activity, so the sponsor is part of the property's pipeline. Drafting a
 * proposal is the point where engagement can read "Partnership Ready": the pipeline then says
 * Proposal, not Prospect (docs/product.md, "Engagement stages and the pipeline").
 */
export async function proposalStarted(
  sponsorBrandId: number,
  eventBrandId: number | null,
): Promise<void> {
  const stage = await getPipelineStage(sponsorBrandId);
  if (PIPELINE_STAGES.indexOf(stage.currentStage) < PIPELINE_STAGES.indexOf(PROPOSAL_STAGE)) {
    await setPipelineStage(sponsorBrandId, { currentStage: PROPOSAL_STAGE });
  }
  if (eventBrandId !== null) await setEngagementFlags(sponsorBrandId, eventBrandId, {});
}
