import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { isSystemJob, jobResultPage } from "@/lib/shared/job-catalogue";
import { jobSubject, jobTypeLabel } from "@/lib/shared/job-progress";
import { notify, type NotificationInput } from "./notify";

type EndedJob = Pick<
  typeof jobs.$inferSelect,
  "id" | "type" | "status" | "data" | "result" | "error" | "createdBy"
>;

/**
 * Tell the owners of these jobs that they completed or failed (cancelled jobs, system jobs and
 * jobs without an owner are not notified). Called by the job transitions once the final status is
 * written, by both runners. Never throws: a notification that cannot be written is logged, and
 * the job keeps its status.
 */
export async function notifyJobsEnded(jobIds: readonly string[]): Promise<void> {
  if (jobIds.length === 0) return;
  try {
    const rows = await getDb()
      .select({
        id: jobs.id,
        type: jobs.type,
        status: jobs.status,
        data: jobs.data,
        result: jobs.result,
        error: jobs.error,
        createdBy: jobs.createdBy,
      })
      .from(jobs)
      .where(inArray(jobs.id, [...jobIds]));
    for (const row of rows) {
      if (
        row.createdBy === null ||
        isSystemJob(row.type) ||
        (row.status !== "completed" && row.status !== "failed")
      ) {
        continue;
      }
      await notify(row.createdBy, jobNotification(row)).catch((error: unknown) =>
        logger.warn("job notification could not be written", { jobId: row.id, error }),
      );
    }
  } catch (error) {
    logger.warn("job notifications could not be written", { jobIds, error });
  }
}

/** "Sponsor research finished: Nike", leading to where the result is seen. */
export function jobNotification(job: EndedJob): NotificationInput {
  const failed = job.status === "failed";
  const subject = jobSubject({ data: job.data });
  const label = jobTypeLabel(job.type);
  return {
    kind: failed ? "job.failed" : "job.completed",
    title: `${label} ${failed ? "failed" : "finished"}${subject.title ? `: ${subject.title}` : ""}`,
    body: failed ? (job.error ?? "Unknown error") : subject.detail,
    href: jobResultHref(job),
    subjectKey: `job:${job.id}`,
  };
}

/** Where a job's result is seen (the catalogue's page of its type), else the home page. */
export function jobResultHref(job: Pick<EndedJob, "type" | "data" | "result">): string {
  return jobResultPage(job) ?? "/";
}
