import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  sponsorBrands,
  sponsorEngagements,
  sponsorships,
  specificEvents,
} from "@/lib/server/db/schema";
import {
  annotateEventLinksWithConflicts,
  findExclusivityConflicts,
} from "@/lib/server/exclusivity/conflicts";
import { exclusivityConflictError, lockPropertyRights } from "@/lib/server/exclusivity/guard";
import { conflict, isUniqueViolation, notFound } from "@/lib/server/http/errors";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import type {
  EventSponsorView,
  SponsorEventLinkView,
  SponsorshipCreateInput,
  SponsorshipUpdateInput,
  SponsorshipView,
} from "@/lib/shared/schemas/sponsorship";
import { DEFAULT_SPONSORSHIP_LEVEL } from "@/lib/shared/sponsorship-level";
import { progressView } from "./engagement";
import { getSponsorshipOrThrow } from "./queries";

type SponsorshipRow = typeof sponsorships.$inferSelect;

export const ALREADY_LINKED = "This sponsor is already linked to this event";

function toSponsorshipView(row: SponsorshipRow): SponsorshipView {
  return {
    id: row.id,
    sponsorBrandId: row.sponsorBrandId,
    specificEventId: row.specificEventId,
    sponsorshipLevel: row.sponsorshipLevel ?? DEFAULT_SPONSORSHIP_LEVEL,
    activationFocus: row.activationFocus,
    isExclusive: row.isExclusive,
    ...progressView(row),
  };
}

/** The links of one event, optionally of one sponsor (the forms of GET /api/sponsorships). */
export async function listSponsorships(
  specificEventId: number,
  sponsorBrandId?: number,
  db: Db | Tx = getDb(),
): Promise<SponsorshipView[]> {
  const rows = await db
    .select()
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.specificEventId, specificEventId),
        sponsorBrandId === undefined ? undefined : eq(sponsorships.sponsorBrandId, sponsorBrandId),
      ),
    )
    .orderBy(asc(sponsorships.createdAt), asc(sponsorships.id));
  return rows.map(toSponsorshipView);
}

/**
 * Refuse a save that would break category exclusivity unless the user acknowledged it. Call it
 * inside the save's transaction, after `lockPropertyRights`, so no concurrent save at the same
 * property can slip in between the check and the write.
 */
async function assertExclusivity(
  tx: Tx,
  candidate: {
    specificEventId: number;
    sponsorBrandId: number;
    sponsorshipLevel: string;
    isExclusive: boolean;
  },
  acknowledged: boolean | undefined,
): Promise<void> {
  if (acknowledged) return;
  const conflicts = await findExclusivityConflicts(candidate, tx);
  if (conflicts.length > 0) throw exclusivityConflictError(conflicts);
}

/**
 * Link a sponsor to an event (either form of POST /api/sponsorships). The link starts with the
 * progress already made for the sponsor at the event's brand. Twice → 409; an exclusivity clash →
 * 409 with the conflicts, unless the user acknowledged them. Checked and written under the
 * property's rights lock, like deals.
 */
export async function linkSponsorToEvent(input: SponsorshipCreateInput): Promise<SponsorshipView> {
  const level = input.sponsorshipLevel || DEFAULT_SPONSORSHIP_LEVEL;
  const isExclusive = input.isExclusive ?? false;
  try {
    const row = await getDb().transaction(async (tx) => {
      const event = await getSpecificEventOrThrow(input.specificEventId, tx);
      await getSponsorBrandOrThrow(input.sponsorBrandId, tx);
      await lockPropertyRights(tx, event.eventBrandId);
      const [existing] = await listSponsorships(input.specificEventId, input.sponsorBrandId, tx);
      if (existing) throw conflict(ALREADY_LINKED);
      await assertExclusivity(
        tx,
        {
          specificEventId: input.specificEventId,
          sponsorBrandId: input.sponsorBrandId,
          sponsorshipLevel: level,
          isExclusive,
        },
        input.acknowledgeConflicts,
      );

      const [brandLevel] = await tx
        .select()
        .from(sponsorEngagements)
        .where(
          and(
            eq(sponsorEngagements.sponsorBrandId, input.sponsorBrandId),
            eq(sponsorEngagements.eventBrandId, event.eventBrandId),
          ),
        );
      const now = new Date();
      const [inserted] = await tx
        .insert(sponsorships)
        .values({
          sponsorBrandId: input.sponsorBrandId,
          specificEventId: input.specificEventId,
          sponsorshipLevel: level,
          activationFocus: input.activationFocus ?? null,
          isExclusive,
          hasDeepResearch: input.hasDeepResearch ?? brandLevel?.hasDeepResearch ?? false,
          hasMatchAnalysis: input.hasMatchAnalysis ?? brandLevel?.hasMatchAnalysis ?? false,
          hasBrandActivations:
            input.hasBrandActivations ?? brandLevel?.hasBrandActivations ?? false,
          hasVisualMockups: input.hasVisualMockups ?? brandLevel?.hasVisualMockups ?? false,
          lastActivityDate: input.lastActivityDate ? new Date(input.lastActivityDate) : now,
          createdAt: input.createdAt ? new Date(input.createdAt) : now,
        })
        .returning();
      return inserted!;
    });
    return toSponsorshipView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_LINKED);
    throw error;
  }
}

/** Change a link's level or progress by hand; flags changed without a date get a new one. */
export async function updateSponsorship(
  id: number,
  input: SponsorshipUpdateInput,
): Promise<SponsorshipView> {
  const { acknowledgeConflicts, lastActivityDate, ...changes } = input;
  const flagChanged = [
    "hasDeepResearch",
    "hasMatchAnalysis",
    "hasBrandActivations",
    "hasVisualMockups",
  ].some((key) => key in changes);
  const row = await getDb().transaction(async (tx) => {
    const current = await getSponsorshipOrThrow(id, tx);
    if (changes.sponsorshipLevel !== undefined || changes.isExclusive !== undefined) {
      const event = await getSpecificEventOrThrow(current.specificEventId, tx);
      await lockPropertyRights(tx, event.eventBrandId);
      await assertExclusivity(
        tx,
        {
          specificEventId: current.specificEventId,
          sponsorBrandId: current.sponsorBrandId,
          sponsorshipLevel:
            changes.sponsorshipLevel ?? current.sponsorshipLevel ?? DEFAULT_SPONSORSHIP_LEVEL,
          isExclusive: changes.isExclusive ?? current.isExclusive,
        },
        acknowledgeConflicts,
      );
    }
    const [updated] = await tx
      .update(sponsorships)
      .set({
        ...changes,
        ...(lastActivityDate
          ? { lastActivityDate: new Date(lastActivityDate) }
          : flagChanged
            ? { lastActivityDate: new Date() }
            : {}),
      })
      .where(eq(sponsorships.id, id))
      .returning();
    return updated!;
  });
  return toSponsorshipView(row);
}

export async function unlinkSponsor(
  sponsorBrandId: number,
  specificEventId: number,
): Promise<void> {
  const removed = await getDb()
    .delete(sponsorships)
    .where(
      and(
        eq(sponsorships.sponsorBrandId, sponsorBrandId),
        eq(sponsorships.specificEventId, specificEventId),
      ),
    )
    .returning({ id: sponsorships.id });
  if (removed.length === 0) throw notFound("This sponsor is not linked to this event");
}

/** The sponsors of an event with their brand, progress and any exclusivity conflicts. */
export async function listEventSponsors(specificEventId: number): Promise<EventSponsorView[]> {
  await getSpecificEventOrThrow(specificEventId);
  const db = getDb();
  const rows = await db
    .select({
      link: sponsorships,
      sponsor: {
        id: sponsorBrands.id,
        name: sponsorBrands.name,
        industry: sponsorBrands.industry,
        logo: sponsorBrands.logo,
        headquarters: sponsorBrands.headquarters,
      },
    })
    .from(sponsorships)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorships.sponsorBrandId))
    .where(eq(sponsorships.specificEventId, specificEventId))
    .orderBy(asc(sponsorships.createdAt), asc(sql`lower(${sponsorBrands.name})`));
  // One pass over the event's links and the property's deals, not a conflict query per sponsor.
  return annotateEventLinksWithConflicts(
    rows.map(({ link, sponsor }) => ({ ...toSponsorshipView(link), sponsor })),
    db,
  );
}

/**
 * The events a sponsor is linked to, soonest first (events without a date last), optionally only
 * those of one property (GET /api/sponsor-brands/{id}/events).
 */
export async function listSponsorEvents(
  sponsorBrandId: number,
  eventBrandId?: number,
): Promise<SponsorEventLinkView[]> {
  await getSponsorBrandOrThrow(sponsorBrandId);
  const rows = await getDb()
    .select({
      link: sponsorships,
      event: {
        id: specificEvents.id,
        name: specificEvents.name,
        eventBrandId: specificEvents.eventBrandId,
        startDate: specificEvents.startDate,
        endDate: specificEvents.endDate,
      },
    })
    .from(sponsorships)
    .innerJoin(specificEvents, eq(specificEvents.id, sponsorships.specificEventId))
    .where(
      and(
        eq(sponsorships.sponsorBrandId, sponsorBrandId),
        eventBrandId === undefined ? undefined : eq(specificEvents.eventBrandId, eventBrandId),
      ),
    )
    .orderBy(sql`${specificEvents.startDate} asc nulls last`, asc(specificEvents.id));
  return rows.map(({ link, event }) => ({ ...toSponsorshipView(link), event }));
}
