import "server-only";
import { sql } from "drizzle-orm";
import { ACTIVATION_LIBRARY, genericIdea } from "@/lib/server/ai/offline/library";
import type { Db } from "@/lib/server/db/client";
import { activationIdeas, mockupIdeas } from "@/lib/server/db/schema";
import { MOCKUP_LIBRARY } from "@/lib/server/mockups/library";

/**
 * Seed the curated creative library: activation ideas (in generic words: "the partner", "the
 * event") and the mockup scene templates. Idempotent: inserts the entries whose title is missing
 * and never touches existing rows. An advisory lock keeps two instances starting at once from
 * inserting the same entries twice.
 */
const LOCK_KEY = 724_301_517;

export async function seedCreativeLibrary(
  db: Db,
): Promise<{ activationIdeasCreated: number; mockupIdeasCreated: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const haveIdeas = new Set(
      (await tx.select({ title: activationIdeas.title }).from(activationIdeas)).map((r) => r.title),
    );
    const ideas = ACTIVATION_LIBRARY.map(genericIdea).filter((idea) => !haveIdeas.has(idea.title));
    if (ideas.length > 0) {
      await tx.insert(activationIdeas).values(
        ideas.map((idea) => ({
          title: idea.title,
          description: idea.description,
          category: idea.category,
          industry: idea.industry,
          eventType: idea.eventType,
          tags: idea.tags,
        })),
      );
    }
    const haveScenes = new Set(
      (await tx.select({ title: mockupIdeas.title }).from(mockupIdeas)).map((r) => r.title),
    );
    const scenes = MOCKUP_LIBRARY.filter((idea) => !haveScenes.has(idea.title));
    if (scenes.length > 0) {
      await tx.insert(mockupIdeas).values(
        scenes.map((idea) => ({
          title: idea.title,
          description: idea.description,
          category: idea.category,
          eventType: idea.eventType,
          placementType: idea.placementType,
          tags: idea.tags,
        })),
      );
    }
    return { activationIdeasCreated: ideas.length, mockupIdeasCreated: scenes.length };
  });
}
