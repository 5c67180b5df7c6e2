import "server-only";
import { and, inArray, isNotNull, notInArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { toJobView } from "@/lib/server/jobs/view";
import { logger } from "@/lib/server/logger";
import { SYSTEM_JOB_TYPES } from "@/lib/shared/job-catalogue";
import { emitWebhookEvent } from "./emit";

/**
 * Emit job.completed / job.failed for these jobs once their final status is written. Only users'
 * jobs count: system jobs (the catalogue's, such as webhook deliveries and email) and jobs without
 * an owner emit nothing, so a delivery can never cause another. Never throws.
 */
export async function emitJobsEnded(jobIds: readonly string[]): Promise<void> {
  if (jobIds.length === 0) return;
  try {
    const rows = await getDb()
      .select()
      .from(jobs)
      .where(
        and(
          inArray(jobs.id, [...jobIds]),
          isNotNull(jobs.createdBy),
          inArray(jobs.status, ["completed", "failed"]),
          notInArray(jobs.type, SYSTEM_JOB_TYPES),
        ),
      );
    for (const row of rows) {
      await emitWebhookEvent(row.status === "completed" ? "job.completed" : "job.failed", {
        job: toJobView(row),
      });
    }
  } catch (error) {
    logger.warn("job webhooks could not be emitted", { jobIds, error });
  }
}
