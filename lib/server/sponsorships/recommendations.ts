import "server-only";
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs, specificEvents, sponsorMatchScores } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { toJobView } from "@/lib/server/jobs/view";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { rankedContext } from "@/lib/server/sponsors/ranking";
import { potentialSponsorsResultSchema } from "@/lib/shared/schemas/ai";
import { todayIso } from "@/lib/shared/dates";
import type { BrandRecommendations, EventRecommendations } from "@/lib/shared/schemas/sponsorship";

const forEvent = (specificEventId: number) =>
  and(
    eq(jobs.type, "potential-sponsors"),
    sql`${jobs.data}->>'eventId' = ${String(specificEventId)}`,
  );

/** Recommended sponsors of an event: the latest research result, and any research under way. */
export async function getEventRecommendations(
  specificEventId: number,
  user: { id: number; role: string },
): Promise<EventRecommendations> {
  await getSpecificEventOrThrow(specificEventId);
  return latestResearch(forEvent(specificEventId), user);
}

/**
 * The event new research is for at a property: the next one that has not ended, else the latest
 * one (a season that is over still gets its last event researched), else none.
 */
async function targetEvent(eventBrandId: number) {
  const db = getDb();
  const today = todayIso();
  const columns = {
    id: specificEvents.id,
    name: specificEvents.name,
    startDate: specificEvents.startDate,
    endDate: specificEvents.endDate,
  };
  const [upcoming] = await db
    .select(columns)
    .from(specificEvents)
    .where(
      and(
        eq(specificEvents.eventBrandId, eventBrandId),
        or(
          gte(specificEvents.endDate, today),
          and(sql`${specificEvents.endDate} is null`, gte(specificEvents.startDate, today)),
        ),
      ),
    )
    .orderBy(asc(specificEvents.startDate), asc(specificEvents.id))
    .limit(1);
  if (upcoming) return upcoming;
  const [latest] = await db
    .select(columns)
    .from(specificEvents)
    .where(eq(specificEvents.eventBrandId, eventBrandId))
    .orderBy(sql`${specificEvents.startDate} desc nulls last`, desc(specificEvents.id))
    .limit(1);
  return latest ?? null;
}

/**
 * A property's AI recommendations (the dashboard): the latest research on any of its events, the
 * event the next research is for, and the user's research under way.
 */
export async function getBrandRecommendations(
  eventBrandId: number,
  user: { id: number; role: string },
): Promise<BrandRecommendations> {
  await getEventBrandOrThrow(eventBrandId);
  const brandEvent = sql`(${jobs.data}->>'eventId') in (select ${specificEvents.id}::text from ${specificEvents} where ${specificEvents.eventBrandId} = ${eventBrandId})`;
  const [research, target] = await Promise.all([
    latestResearch(and(eq(jobs.type, "potential-sponsors"), brandEvent), user),
    targetEvent(eventBrandId),
  ]);
  return { target, ...(await withPropertyScores(research, eventBrandId)) };
}

/**
 * The dashboard works in the property's context: each recommended sponsor carries the property's
 * stored score, the one Top Sponsor Matches and the sponsor grid show, rather than the score the
 * research gave it for one event (docs/product.md, "Dashboard"). A sponsor the property's ranking
 * has not scored keeps the research's score.
 */
async function withPropertyScores(
  research: EventRecommendations,
  eventBrandId: number,
): Promise<EventRecommendations> {
  const latest = research.latest;
  if (!latest || latest.recommendations.length === 0) return research;
  // The property's ranking is made on first use, as the sponsor list does.
  await rankedContext({ eventBrandId });
  const scores = await getDb()
    .select({
      sponsorBrandId: sponsorMatchScores.sponsorBrandId,
      matchPercentage: sponsorMatchScores.matchPercentage,
    })
    .from(sponsorMatchScores)
    .where(
      and(
        eq(sponsorMatchScores.contextType, "event-brand"),
        eq(sponsorMatchScores.contextId, eventBrandId),
        inArray(
          sponsorMatchScores.sponsorBrandId,
          latest.recommendations.map((item) => item.id),
        ),
      ),
    );
  const byId = new Map(scores.map((row) => [row.sponsorBrandId, row.matchPercentage]));
  return {
    ...research,
    latest: {
      ...latest,
      recommendations: latest.recommendations.map((item) => ({
        ...item,
        matchPercentage: byId.get(item.id) ?? item.matchPercentage,
      })),
    },
  };
}

/** The latest completed potential-sponsors research among `scope`, and the user's one under way. */
async function latestResearch(
  scope: SQL | undefined,
  user: { id: number; role: string },
): Promise<EventRecommendations> {
  const db = getDb();
  const [completed] = await db
    .select({ result: jobs.result, completedAt: jobs.completedAt })
    .from(jobs)
    .where(and(scope, eq(jobs.status, "completed")))
    .orderBy(desc(jobs.completedAt))
    .limit(1);
  const [active] = await db
    .select()
    .from(jobs)
    .where(
      and(
        scope,
        inArray(jobs.status, ["queued", "processing"]),
        user.role === "admin" ? undefined : eq(jobs.createdBy, user.id),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  const parsed = potentialSponsorsResultSchema.safeParse(completed?.result);
  return {
    latest: parsed.success ? parsed.data : null,
    completedAt: completed?.completedAt?.toISOString() ?? null,
    activeJob: active ? toJobView(active) : null,
  };
}
