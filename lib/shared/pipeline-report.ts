import type { z } from "zod";
import type { pipelineReportRowSchema, pipelineReportSchema } from "@/lib/shared/schemas/report";
import { csvField } from "@/lib/shared/csv";
import {
  ENGAGEMENT_STAGES,
  STAGE_LABELS,
  engagementOf,
  type EngagementFlags,
  type EngagementStage,
  type SponsorProgressView,
} from "./engagement";
import {
  PIPELINE_LABELS,
  PIPELINE_STAGES,
  type PipelineStage,
} from "@/lib/shared/interaction-vocabulary";

export const DEAL_STATUSES = ["Active", "Pending", "Expired"] as const;

/** One sponsor a property works with: how far the pitch has come and what happens next. */
export type PipelineReportRow = z.infer<typeof pipelineReportRowSchema>;

/** A property's pipeline report (/reports, GET /api/reports/pipeline). */
export type PipelineReport = z.infer<typeof pipelineReportSchema>;

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
