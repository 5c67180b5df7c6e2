import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { recaps } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { defineJob } from "@/lib/server/jobs/definition";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { RECAP_MESSAGES } from "@/lib/shared/schemas/recap";
import { buildRecapContent } from "./build";

/**
 * Make a recap's content (POST /api/contracts/{id}/recaps). Only the job the recap was created with
 * may make it; its content and status "ready" are written with the job's completion.
 */
export const recapJob = defineJob({
  type: "recap",
  payload: jobPayloadSchemas.recap,
  maxAttempts: 2,
  /** The recap and its contract, for the job monitor and the end-of-job notification's link. */
  async describe(payload) {
    const [row] = await getDb()
      .select({ recapId: recaps.id, contractId: recaps.contractId, season: recaps.season })
      .from(recaps)
      .where(eq(recaps.id, payload.recapId));
    if (!row) throw notFound(RECAP_MESSAGES.notFound);
    return row;
  },
  async handler(payload, ctx) {
    const db = getDb();
    await db
      .update(recaps)
      .set({ jobId: ctx.jobId })
      .where(and(eq(recaps.id, payload.recapId), isNull(recaps.jobId)));
    const [row] = await db.select().from(recaps).where(eq(recaps.id, payload.recapId));
    if (!row || row.jobId !== ctx.jobId) throw new PermanentJobError("The recap no longer exists.");
    await db.update(recaps).set({ status: "processing" }).where(eq(recaps.id, row.id));
    await ctx.progress(10);
    const content = await buildRecapContent(row.contractId, row.season, (percent) =>
      ctx.progress(percent),
    );
    return ctx.finish(async (tx) => {
      await tx.update(recaps).set({ status: "ready", content }).where(eq(recaps.id, row.id));
      return { recapId: row.id, contractId: row.contractId, season: row.season };
    });
  },
});
