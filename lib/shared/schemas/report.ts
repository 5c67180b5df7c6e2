import { z } from "zod";
import { ENGAGEMENT_STAGES } from "@/lib/shared/engagement";
import { DEAL_STATUSES } from "@/lib/shared/deal-statuses";
import { PIPELINE_STAGES } from "@/lib/shared/interaction-vocabulary";

const count = () => z.number().int();
const countsBy = <const T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count()])) as Record<T[number], z.ZodNumber>);

/** One sponsor a property works with: how far the pitch has come and what happens next. */
export const pipelineReportRowSchema = z.object({
  sponsorBrandId: count(),
  sponsorName: z.string(),
  industry: z.string().nullable(),
  logo: z.string().nullable(),
  engagementPercent: z.number(),
  engagementStage: z.enum(ENGAGEMENT_STAGES),
  pipelineStage: z.enum(PIPELINE_STAGES),
  nextAction: z.string().nullable(),
  targetDate: z.string().nullable(),
  lastActivityDate: z.string().nullable(),
  openInteractions: count(),
  linkedEvents: count(),
});

const dealTotal = z.object({ count: count(), valueUsd: z.number() });

/** A property's pipeline report (/reports, GET /api/reports/pipeline). */
export const pipelineReportSchema = z.object({
  eventBrand: z.object({ id: count(), name: z.string() }),
  generatedAt: z.string(),
  counters: z.object({
    activeProspects: count(),
    readyForApproval: count(),
    inResearch: count(),
    completedThisMonth: count(),
  }),
  /** Sponsors at each stage (the next one to work on). */
  byEngagementStage: countsBy(ENGAGEMENT_STAGES),
  /**
   * Sponsors with each stage's step done: research, match analysis, activation ideas, visual
   * mockups, and completed for all four. A researched sponsor counts under research however far
   * it has gone since.
   */
  doneByStage: countsBy(ENGAGEMENT_STAGES),
  byPipelineStage: countsBy(PIPELINE_STAGES),
  /** Deals on record: count and value in whole US dollars (USD deals only; no exchange rates). */
  deals: z.object({
    ...(Object.fromEntries(DEAL_STATUSES.map((status) => [status, dealTotal])) as Record<
      (typeof DEAL_STATUSES)[number],
      typeof dealTotal
    >),
    otherCurrencies: count(),
    sample: count(),
  }),
  interactions: z.object({ last30Days: count(), open: count() }),
  rows: z.array(pipelineReportRowSchema),
});
