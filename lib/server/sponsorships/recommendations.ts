import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs, specificEvents } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { toJobView } from "@/lib/server/jobs/view";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { currentPartnerIds } from "@/lib/server/sponsors/current-partners";
import { contextMatchPercentages } from "@/lib/server/sponsors/match";
import { potentialSponsorsResultSchema } from "@/lib/shared/schemas/ai";
import { todayIso } from "@/lib/shared/dates";
import { matchTier } from "@/lib/shared/match-labels";
import type { BrandRecommendations, EventRecommendations } from "@/lib/shared/schemas/sponsorship";

const forEvent = (specificEventId: number) =>
  and(
    eq(jobs.type, "potential-sponsors"),
    sql`${jobs.data}->>'eventId' = ${String(specificEventId)}`,
  );

/**
 * Recommended sponsors of an event: the latest research result, and any research under way. Each
 * carries the event's current match (the one its sponsor page shows for the event), not the
 * figure the research stored when it ran.
 */
export async function getEventRecommendations(
  specificEventId: number,
  user: ActingUser,
): Promise<EventRecommendations> {
  const event = await getSpecificEventOrThrow(specificEventId);
  return withMatches(
    await latestResearch(forEvent(specificEventId), user),
    { specificEventId },
    event.eventBrandId,
  );
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
  user: ActingUser,
): Promise<BrandRecommendations> {
  await getEventBrandOrThrow(eventBrandId);
  const brandEvent = sql`(${jobs.data}->>'eventId') in (select ${specificEvents.id}::text from ${specificEvents} where ${specificEvents.eventBrandId} = ${eventBrandId})`;
  const [research, target] = await Promise.all([
    latestResearch(and(eq(jobs.type, "potential-sponsors"), brandEvent), user),
    targetEvent(eventBrandId),
  ]);
  return { target, ...(await withMatches(research, { eventBrandId }, eventBrandId)) };
}

/**
 * Each recommended sponsor with its match for `ref` and the level that match suggests, both from
 * the one definition (`contextMatchPercentages`). The dashboard works in the property's context
 * and shows the property's score, the one Top Sponsor Matches and the sponsor grid show; an
 * event's page shows the event's. A level stored by the research for another percentage would
 * read "Strategic Partner" beside a "Presenting Sponsor" match (docs/product.md, "One number per
 * match"). A sponsor that no longer exists keeps what the research stored. The property's current
 * partners are left out, as discovery leaves them out of its prospects: research stored before a
 * deal was signed (or before partners were left out of it) must not pitch a partner as new.
 */
async function withMatches(
  research: EventRecommendations,
  ref: { eventBrandId?: number; specificEventId?: number },
  eventBrandId: number,
): Promise<EventRecommendations> {
  const latest = research.latest;
  if (!latest || latest.recommendations.length === 0) return research;
  const [percentages, partners] = await Promise.all([
    contextMatchPercentages(
      ref,
      latest.recommendations.map((item) => item.id),
    ),
    currentPartnerIds(eventBrandId),
  ]);
  const prospects = latest.recommendations.filter((item) => !partners.has(item.id));
  const recommendations = prospects.map((item) => {
    const matchPercentage = percentages?.get(item.id) ?? item.matchPercentage;
    return { ...item, matchPercentage, recommendedSponsorshipSize: matchTier(matchPercentage) };
  });
  return { ...research, latest: { ...latest, recommendations } };
}

/** The latest completed potential-sponsors research among `scope`, and the user's one under way. */
async function latestResearch(
  scope: SQL | undefined,
  user: ActingUser,
): Promise<EventRecommendations> {
  const db = getDb();
  // Side by side: neither read waits for the other.
  const [[completed], [active]] = await Promise.all([
    db
      .select({ result: jobs.result, completedAt: jobs.completedAt })
      .from(jobs)
      .where(and(scope, eq(jobs.status, "completed")))
      .orderBy(desc(jobs.completedAt))
      .limit(1),
    db
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
      .limit(1),
  ]);
  const parsed = potentialSponsorsResultSchema.safeParse(completed?.result);
  return {
    latest: parsed.success ? parsed.data : null,
    completedAt: completed?.completedAt?.toISOString() ?? null,
    activeJob: active ? toJobView(active) : null,
  };
}
