import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { sponsorEngagements, sponsorships, specificEvents } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import type { EngagementFlags } from "@/lib/shared/engagement";
import type { EngagementView } from "@/lib/shared/schemas/sponsorship";

export type EngagementFlag = keyof EngagementFlags;

/**
 * Mark an activity done for a sponsor at a property (the work itself calls this: research,
 * activation ideas, mockups), on the brand-level record and on every link of the sponsor to one of
 * the brand's events, with a new last-activity date. Jobs pass the transaction that stores their
 * results, so the mark lands with them.
 */
export async function recordEngagement(
  sponsorBrandId: number,
  eventBrandId: number,
  flag: EngagementFlag,
  db: Db | Tx = getDb(),
): Promise<void> {
  const flags = { [flag]: true } as Partial<EngagementFlags>;
  const at = new Date();
  await upsertBrandEngagement(sponsorBrandId, eventBrandId, flags, at, db);
  await setEventLinkFlags(sponsorBrandId, eventBrandId, flags, at, db);
}

/** Brand-level engagement records of a property (merged with event links by the progress view). */
export async function listBrandEngagements(eventBrandId: number) {
  return getDb()
    .select()
    .from(sponsorEngagements)
    .where(eq(sponsorEngagements.eventBrandId, eventBrandId))
    .orderBy(sql`${sponsorEngagements.lastActivityDate} desc`);
}

/**
 * Set flags by hand (true or false) on the brand-level record and on the sponsor's links to the
 * brand's events, so that an activity cleared by hand is cleared everywhere it shows.
 */
export async function setEngagementFlags(
  sponsorBrandId: number,
  eventBrandId: number,
  flags: Partial<EngagementFlags>,
): Promise<EngagementView> {
  await getSponsorBrandOrThrow(sponsorBrandId);
  await getEventBrandOrThrow(eventBrandId);
  const at = new Date();
  const row = await upsertBrandEngagement(sponsorBrandId, eventBrandId, flags, at);
  // The sponsor's links to the brand's events follow, so the merged progress shows what was set.
  const links = Object.fromEntries(
    Object.entries(flags).filter(([, value]) => value !== undefined),
  ) as Partial<EngagementFlags>;
  if (Object.keys(links).length > 0) {
    await setEventLinkFlags(sponsorBrandId, eventBrandId, links, at);
  }
  return toEngagementView(row);
}

/** The engagement progress of an event link or a brand-level record, as the API answers it. */
export function progressView(row: {
  hasDeepResearch: boolean;
  hasMatchAnalysis: boolean;
  hasBrandActivations: boolean;
  hasVisualMockups: boolean;
  lastActivityDate: Date;
  createdAt: Date;
}) {
  return {
    hasDeepResearch: row.hasDeepResearch,
    hasMatchAnalysis: row.hasMatchAnalysis,
    hasBrandActivations: row.hasBrandActivations,
    hasVisualMockups: row.hasVisualMockups,
    lastActivityDate: row.lastActivityDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The brand-level record as the API answers it (dates as ISO strings). */
function toEngagementView(row: typeof sponsorEngagements.$inferSelect): EngagementView {
  return {
    sponsorBrandId: row.sponsorBrandId,
    eventBrandId: row.eventBrandId,
    ...progressView(row),
  };
}

/** The brand-level record of a sponsor at a property, created or updated with these flags. */
async function upsertBrandEngagement(
  sponsorBrandId: number,
  eventBrandId: number,
  flags: Partial<EngagementFlags>,
  at: Date,
  db: Db | Tx = getDb(),
): Promise<typeof sponsorEngagements.$inferSelect> {
  const [row] = await db
    .insert(sponsorEngagements)
    .values({ sponsorBrandId, eventBrandId, ...flags, lastActivityDate: at })
    .onConflictDoUpdate({
      target: [sponsorEngagements.sponsorBrandId, sponsorEngagements.eventBrandId],
      set: { ...flags, lastActivityDate: at },
    })
    .returning();
  return row!;
}

/** The same flags on every link of the sponsor to one of the property's events. */
async function setEventLinkFlags(
  sponsorBrandId: number,
  eventBrandId: number,
  flags: Partial<EngagementFlags>,
  at: Date,
  db: Db | Tx = getDb(),
): Promise<void> {
  const brandEvents = db
    .select({ id: specificEvents.id })
    .from(specificEvents)
    .where(eq(specificEvents.eventBrandId, eventBrandId));
  await db
    .update(sponsorships)
    .set({ ...flags, lastActivityDate: at })
    .where(
      and(
        eq(sponsorships.sponsorBrandId, sponsorBrandId),
        inArray(sponsorships.specificEventId, brandEvents),
      ),
    );
}
