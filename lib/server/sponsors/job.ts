import "server-only";
import { databaseKind, getDb } from "@/lib/server/db/client";
import { matchRankings } from "@/lib/server/db/schema";
import { defineJob } from "@/lib/server/jobs/definition";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { resolveContextRef } from "./context";
import { forgetContext, rankContext, rankingOf } from "./scores";

/**
 * Rank every sponsor for one context again, in the background ('Refresh Sponsors', a catalogue
 * change, an event's daily refresh). Readers keep the previous ranking until this one commits.
 */
export const rankContextJob = defineJob({
  type: "rank-context",
  payload: jobPayloadSchemas["rank-context"],
  maxAttempts: 2,
  async handler(payload, ctx) {
    const ref = { type: payload.contextType, id: payload.contextId };
    const context = await resolveContextRef(ref);
    if (!context) {
      await forgetContext(ref);
      throw new PermanentJobError("The event brand or specific event no longer exists");
    }
    const ranking = rankingOf(ref);
    // The embedded database has one connection, held by the ranking's transaction: progress can
    // only be written once it commits. PostgreSQL reports it as the run goes.
    const onProgress =
      databaseKind() === "postgres"
        ? async (done: number, total: number) => {
            const percent = Math.min(99, Math.floor((done / Math.max(1, total)) * 100));
            await ctx.progress(percent);
            await getDb()
              .update(matchRankings)
              .set({ progress: percent, startedAt: new Date() })
              .where(ranking);
          }
        : undefined;
    const sponsorsRanked = await rankContext(context, { onProgress });
    return { contextType: ref.type, contextId: ref.id, sponsorsRanked };
  },
});
