import { csvField } from "@/lib/shared/csv";
import {
  ENGAGEMENT_STAGES,
  STAGE_LABELS,
  engagementOf,
  type EngagementCounters,
  type EngagementFlags,
  type EngagementStage,
  type SponsorProgressView,
} from "./engagement";
import { PIPELINE_LABELS, PIPELINE_STAGES, type PipelineStage } from "./schemas/interaction";

export const DEAL_STATUSES = ["Active", "Pending", "Expired"] as const;

/** One sponsor a property works with: how far the pitch has come and what happens next. */
export interface PipelineReportRow {
  sponsorBrandId: number;
  sponsorName: string;
  industry: string | null;
  logo: string | null;
  engagementPercent: number;
  engagementStage: EngagementStage;
  pipelineStage: PipelineStage;
  nextAction: string | null;
  targetDate: string | null;
  lastActivityDate: string | null;
  openInteractions: number;
  linkedEvents: number;
}

/** A property's pipeline report (/reports, GET /api/reports/pipeline). */
export interface PipelineReport {
  eventBrand: { id: number; name: string };
  generatedAt: string;
  counters: EngagementCounters;
  /** Sponsors at each stage (the next one to work on). */
  byEngagementStage: Record<EngagementStage, number>;
  /**
   * Sponsors with each stage's step done: research, match analysis, activation ideas, visual
   * mockups, and completed for all four. A researched sponsor counts under research however far
   * it has gone since.
   */
  doneByStage: Record<EngagementStage, number>;
  byPipelineStage: Record<PipelineStage, number>;
  /** Deals on record: count and value in whole US dollars (USD deals only; no exchange rates). */
  deals: Record<(typeof DEAL_STATUSES)[number], { count: number; valueUsd: number }> & {
    otherCurrencies: number;
    sample: number;
  };
  interactions: { last30Days: number; open: number };
  rows: PipelineReportRow[];
}

/** The activity whose completion is each stage's step (completed: all of them). */
const STEP_OF: Record<Exclude<EngagementStage, "completed">, keyof EngagementFlags> = {
  research: "hasDeepResearch",
  matchmaking: "hasMatchAnalysis",
  activation: "hasBrandActivations",
  visualization: "hasVisualMockups",
};

/** How many sponsors have done each stage's step (completed: every step). */
export function countDoneByStage(
  records: readonly SponsorProgressView[],
): Record<EngagementStage, number> {
  const counts = Object.fromEntries(ENGAGEMENT_STAGES.map((stage) => [stage, 0])) as Record<
    EngagementStage,
    number
  >;
  for (const record of records) {
    for (const [stage, flag] of Object.entries(STEP_OF)) {
      if (record[flag]) counts[stage as EngagementStage] += 1;
    }
    if (engagementOf(record).stage === "completed") counts.completed += 1;
  }
  return counts;
}

/** How many sponsors sit at each engagement stage. */
export function countByEngagementStage(
  records: readonly SponsorProgressView[],
): Record<EngagementStage, number> {
  const counts = Object.fromEntries(ENGAGEMENT_STAGES.map((stage) => [stage, 0])) as Record<
    EngagementStage,
    number
  >;
  for (const record of records) counts[engagementOf(record).stage] += 1;
  return counts;
}

/** How many sponsors sit at each pipeline stage. */
export function countByPipelineStage(
  stages: readonly PipelineStage[],
): Record<PipelineStage, number> {
  const counts = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as Record<
    PipelineStage,
    number
  >;
  for (const stage of stages) counts[stage] += 1;
  return counts;
}

export const REPORT_CSV_HEADER = [
  "Sponsor",
  "Industry",
  "Engagement %",
  "Engagement stage",
  "Pipeline stage",
  "Next action",
  "Target date",
  "Last activity",
  "Open interactions",
  "Linked events",
];

/** The report's rows as CSV (RFC 4180, CRLF line ends), one sponsor per line. */
export function reportToCsv(report: PipelineReport): string {
  const lines = [REPORT_CSV_HEADER.map(csvField).join(",")];
  for (const row of report.rows) {
    lines.push(
      [
        row.sponsorName,
        row.industry,
        row.engagementPercent,
        STAGE_LABELS[row.engagementStage],
        PIPELINE_LABELS[row.pipelineStage],
        row.nextAction,
        row.targetDate,
        row.lastActivityDate?.slice(0, 10) ?? null,
        row.openInteractions,
        row.linkedEvents,
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
