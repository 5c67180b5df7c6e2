import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import { eventBrands } from "@/lib/server/db/schema";
import type { PropertyReach, ReachInput } from "@/lib/shared/inventory";

/**
 * LIV Golf's audience inputs, for the audience side of its valuations. No figure here could be
 * checked against a published source when it was written, so each is an order-of-magnitude
 * estimate marked `estimate: true`, with a source name telling the admin to replace it (the
 * valuation shows it as an estimate). Inputs nobody could estimate with any confidence (followers
 * on X, TikTok and Facebook) are left out: a valuation names them as missing.
 */
const ESTIMATE = {
  name: "Pitchside estimate: replace with a published figure",
  url: null,
  date: null,
};
const estimate = (value: number): ReachInput => ({ value, source: ESTIMATE, estimate: true });

export const LIV_GOLF_REACH: PropertyReach = {
  attendancePerEvent: estimate(40_000),
  broadcastViewersPerEvent: estimate(500_000),
  socialFollowers: { instagram: estimate(1_000_000), youtube: estimate(500_000) },
};

const SEEDED: Record<string, PropertyReach> = { "LIV Golf": LIV_GOLF_REACH };

/**
 * Add the seeded audience inputs a property has not set: an input an admin set is left exactly as
 * it is, and only an empty one is filled. Idempotent.
 */
export async function seedAudienceInputs(db: Db): Promise<{ updated: number }> {
  let updated = 0;
  for (const [name, seeded] of Object.entries(SEEDED)) {
    const [brand] = await db
      .select({ id: eventBrands.id, reach: eventBrands.reach })
      .from(eventBrands)
      .where(eq(sql`lower(${eventBrands.name})`, name.toLowerCase()));
    if (!brand) continue;
    const merged = mergeMissing(brand.reach ?? {}, seeded);
    if (JSON.stringify(merged) === JSON.stringify(brand.reach ?? {})) continue;
    await db.update(eventBrands).set({ reach: merged }).where(eq(eventBrands.id, brand.id));
    updated += 1;
  }
  return { updated };
}

/** The stored inputs, with each seeded one added where the stored value is empty. */
export function mergeMissing(stored: PropertyReach, seeded: PropertyReach): PropertyReach {
  const merged: PropertyReach = { ...stored };
  if (!merged.attendancePerEvent && seeded.attendancePerEvent)
    merged.attendancePerEvent = seeded.attendancePerEvent;
  if (!merged.broadcastViewersPerEvent && seeded.broadcastViewersPerEvent)
    merged.broadcastViewersPerEvent = seeded.broadcastViewersPerEvent;
  if (seeded.socialFollowers) {
    const social = { ...stored.socialFollowers };
    for (const [network, input] of Object.entries(seeded.socialFollowers) as Array<
      [keyof typeof social, ReachInput]
    >) {
      if (!social[network]) social[network] = input;
    }
    merged.socialFollowers = social;
  }
  return merged;
}
