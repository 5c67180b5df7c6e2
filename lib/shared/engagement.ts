import type { z } from "zod";
import type { sponsorProgressViewSchema } from "@/lib/shared/schemas/sponsorship";

/**
 * Engagement with a sponsor: four activities, 25% each, in order. Each one done
 * moves the pitch a stage on: research → matchmaking → activation → visualization → completed.
 */
export const ENGAGEMENT_STAGES = [
  "research",
  "matchmaking",
  "activation",
  "visualization",
  "completed",
] as const;
export type EngagementStage = (typeof ENGAGEMENT_STAGES)[number];

export const STAGE_LABELS: Record<EngagementStage, string> = {
  research: "Research",
  matchmaking: "Match Analysis",
  activation: "Activation Ideas",
  visualization: "Visual Mockups",
  completed: "Partnership Ready",
};

export const PROGRESS_STEP = 25;
/** The label of a pitch with no activity done. */
export const NOT_STARTED = "Not started";
export const TOP_PROGRESS_COUNT = 5;

export interface EngagementFlags {
  hasDeepResearch: boolean;
  hasMatchAnalysis: boolean;
  hasBrandActivations: boolean;
  hasVisualMockups: boolean;
}

export const ACTIVITIES: Array<{ key: keyof EngagementFlags; label: string }> = [
  { key: "hasDeepResearch", label: "Deep Research" },
  { key: "hasMatchAnalysis", label: "Match Analysis" },
  { key: "hasBrandActivations", label: "Brand Activations" },
  { key: "hasVisualMockups", label: "Visual Mockups" },
];

export interface Engagement {
  percent: number;
  /** The stage the pitch is at: the next one to work on (research until research is done). */
  stage: EngagementStage;
  stageLabel: string;
  /**
   * The stage done, what a progress bar is labelled with: the furthest activity done (Research,
   * Match Analysis, Activation Ideas, Visual Mockups), Partnership Ready once all four are done,
   * Not started before any.
   */
  doneStage: EngagementStage | null;
  doneLabel: string;
  activities: Array<{ key: keyof EngagementFlags; label: string; complete: boolean }>;
}

/** The stage and percentage of a pitch; with no sponsorship record it is Research, 0%. */
export function engagementOf(flags: EngagementFlags | null | undefined): Engagement {
  const done = ACTIVITIES.filter((activity) => flags?.[activity.key] === true).length;
  const stage = ENGAGEMENT_STAGES[done] ?? "completed";
  // The furthest activity done names the stage done (always one that is done, even when an
  // earlier one was skipped); all four done is Partnership Ready.
  const last = ACTIVITIES.findLastIndex((activity) => flags?.[activity.key] === true);
  const doneStage: EngagementStage | null =
    done === ACTIVITIES.length ? "completed" : last < 0 ? null : ENGAGEMENT_STAGES[last]!;
  return {
    percent: done * PROGRESS_STEP,
    stage,
    stageLabel: STAGE_LABELS[stage],
    doneStage,
    doneLabel: doneStage ? STAGE_LABELS[doneStage] : NOT_STARTED,
    activities: ACTIVITIES.map((activity) => ({
      ...activity,
      complete: flags?.[activity.key] === true,
    })),
  };
}

export interface ProgressRecord extends EngagementFlags {
  sponsorBrandId: number;
  lastActivityDate: string | null;
}

/** A progress record with the sponsor it belongs to (GET /api/sponsorships?eventBrandId=). */
export type SponsorProgressView = z.infer<typeof sponsorProgressViewSchema>;

export interface EngagementCounters {
  activeProspects: number;
  readyForApproval: number;
  inResearch: number;
  completedThisMonth: number;
}

/**
 * The dashboard counters: distinct sponsors; those at 100%; those at 25% or below; those at 100%
 * with activity in the past month. Each sponsor is counted once.
 */
export function engagementCounters(
  records: readonly ProgressRecord[],
  now: Date = new Date(),
): EngagementCounters {
  const monthAgo = new Date(now);
  monthAgo.setMonth(monthAgo.getMonth() - 1);
  const bySponsor = new Map(records.map((record) => [record.sponsorBrandId, record]));
  let readyForApproval = 0;
  let inResearch = 0;
  let completedThisMonth = 0;
  for (const record of bySponsor.values()) {
    const { percent } = engagementOf(record);
    if (percent === 100) {
      readyForApproval += 1;
      if (record.lastActivityDate && new Date(record.lastActivityDate) >= monthAgo)
        completedThisMonth += 1;
    }
    if (percent <= PROGRESS_STEP) inResearch += 1;
  }
  return { activeProspects: bySponsor.size, readyForApproval, inResearch, completedThisMonth };
}

/** The sponsors furthest along, most recent activity first among equals (at most 5). */
export function topByProgress<T extends ProgressRecord>(
  records: readonly T[],
  limit = TOP_PROGRESS_COUNT,
): T[] {
  return [...records]
    .sort(
      (a, b) =>
        engagementOf(b).percent - engagementOf(a).percent ||
        (b.lastActivityDate ?? "").localeCompare(a.lastActivityDate ?? "") ||
        a.sponsorBrandId - b.sponsorBrandId,
    )
    .slice(0, limit);
}
