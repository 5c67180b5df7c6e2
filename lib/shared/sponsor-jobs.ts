/** Finding a sponsor's own jobs in the job lists (the sponsor page's tabs resume them). */
import type { JobType } from "@/lib/shared/job-catalogue";
import type { JobView } from "@/lib/shared/schemas/jobs";

/** Whether a job is of this kind and about this sponsor. */
export function isSponsorJob(job: JobView, type: JobType, sponsorId: number): boolean {
  return job.type === type && Number(job.data.sponsorId) === sponsorId;
}

/**
 * The newest completion time of this sponsor's jobs of this kind that is later than `since`
 * (ms since the epoch), or null.
 */
export function endedSince(
  jobs: readonly JobView[],
  type: JobType,
  sponsorId: number,
  since: number,
): string | null {
  let newest: string | null = null;
  for (const job of jobs) {
    if (!isSponsorJob(job, type, sponsorId) || job.status !== "completed" || !job.completedAt)
      continue;
    if (Date.parse(job.completedAt) <= since) continue;
    if (!newest || job.completedAt > newest) newest = job.completedAt;
  }
  return newest;
}
