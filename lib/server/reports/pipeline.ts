import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  sponsorDeals,
  sponsorInteractions,
  sponsorships,
  specificEvents,
} from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { pipelineStagesFor } from "@/lib/server/sponsors/pipeline";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import { engagementCounters, engagementOf } from "@/lib/shared/engagement";
import {
  DEAL_STATUSES,
  countByEngagementStage,
  countDoneByStage,
  countByPipelineStage,
  type PipelineReport,
} from "@/lib/shared/pipeline-report";
import { DAY_MS } from "@/lib/shared/dates";

async function dealTotals(eventBrandId: number): Promise<PipelineReport["deals"]> {
  const rows = await getDb()
    .select({
      status: sponsorDeals.status,
      count: sql<number>`count(*)`.mapWith(Number),
      valueCents:
        sql<number>`coalesce(sum(${sponsorDeals.valueCents}) filter (where ${sponsorDeals.currency} = 'USD'), 0)`.mapWith(
          Number,
        ),
      otherCurrencies:
        sql<number>`count(*) filter (where ${sponsorDeals.currency} <> 'USD')`.mapWith(Number),
      sample: sql<number>`count(*) filter (where ${sponsorDeals.isSample})`.mapWith(Number),
    })
    .from(sponsorDeals)
    .where(eq(sponsorDeals.eventBrandId, eventBrandId))
    .groupBy(sponsorDeals.status);
  const totals = {
    otherCurrencies: 0,
    sample: 0,
    ...Object.fromEntries(DEAL_STATUSES.map((status) => [status, { count: 0, valueUsd: 0 }])),
  } as PipelineReport["deals"];
  for (const row of rows) {
    totals.otherCurrencies += row.otherCurrencies;
    totals.sample += row.sample;
    const status = DEAL_STATUSES.find((name) => name === row.status);
    if (status) totals[status] = { count: row.count, valueUsd: Math.round(row.valueCents / 100) };
  }
  return totals;
}

/**
 * A property's pipeline report: every sponsor it works with (engagement at the property or a link
 * to one of its events), its engagement and pipeline stage, what happens next, the deals on record
 * and the team's interactions, furthest along first.
 */
export async function getPipelineReport(
  eventBrandId: number,
  now: Date = new Date(),
): Promise<PipelineReport> {
  const brand = await getEventBrandOrThrow(eventBrandId);
  const db = getDb();

  const [progress, deals] = await Promise.all([
    listBrandProgress(eventBrandId),
    dealTotals(eventBrandId),
  ]);
  const sponsorIds = progress.map((record) => record.sponsorBrandId);
  const pipeline = await pipelineStagesFor(sponsorIds);
  const [interactionRows, linkRows] =
    sponsorIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              sponsorBrandId: sponsorInteractions.sponsorBrandId,
              open: sql<number>`count(*) filter (where not ${sponsorInteractions.completed})`.mapWith(
                Number,
              ),
              recent:
                sql<number>`count(*) filter (where ${sponsorInteractions.date} >= ${new Date(now.getTime() - 30 * DAY_MS)} and ${sponsorInteractions.date} <= ${now})`.mapWith(
                  Number,
                ),
            })
            .from(sponsorInteractions)
            .where(inArray(sponsorInteractions.sponsorBrandId, sponsorIds))
            .groupBy(sponsorInteractions.sponsorBrandId),
          db
            .select({
              sponsorBrandId: sponsorships.sponsorBrandId,
              events: sql<number>`count(*)`.mapWith(Number),
            })
            .from(sponsorships)
            .innerJoin(specificEvents, eq(specificEvents.id, sponsorships.specificEventId))
            .where(
              and(
                eq(specificEvents.eventBrandId, eventBrandId),
                inArray(sponsorships.sponsorBrandId, sponsorIds),
              ),
            )
            .groupBy(sponsorships.sponsorBrandId),
        ]);
  const interactions = new Map(interactionRows.map((row) => [row.sponsorBrandId, row]));
  const links = new Map(linkRows.map((row) => [row.sponsorBrandId, row.events]));
  const stages = new Map(pipeline.map((row) => [row.sponsorBrandId, row]));

  const rows = progress
    .map((record) => {
      const engagement = engagementOf(record);
      const stage = stages.get(record.sponsorBrandId);
      return {
        sponsorBrandId: record.sponsorBrandId,
        sponsorName: record.sponsorName,
        industry: record.industry,
        logo: record.logo,
        engagementPercent: engagement.percent,
        engagementStage: engagement.stage,
        pipelineStage: stage?.currentStage ?? "prospect",
        nextAction: stage?.nextAction ?? null,
        targetDate: stage?.targetDate ?? null,
        lastActivityDate: record.lastActivityDate,
        openInteractions: interactions.get(record.sponsorBrandId)?.open ?? 0,
        linkedEvents: links.get(record.sponsorBrandId) ?? 0,
      };
    })
    .sort(
      (a, b) =>
        b.engagementPercent - a.engagementPercent ||
        (b.lastActivityDate ?? "").localeCompare(a.lastActivityDate ?? "") ||
        a.sponsorName.localeCompare(b.sponsorName),
    );

  return {
    eventBrand: { id: brand.id, name: brand.name },
    generatedAt: now.toISOString(),
    counters: engagementCounters(progress, now),
    byEngagementStage: countByEngagementStage(progress),
    doneByStage: countDoneByStage(progress),
    byPipelineStage: countByPipelineStage(rows.map((row) => row.pipelineStage)),
    deals,
    interactions: {
      last30Days: interactionRows.reduce((sum, row) => sum + row.recent, 0),
      open: interactionRows.reduce((sum, row) => sum + row.open, 0),
    },
    rows,
  };
}
