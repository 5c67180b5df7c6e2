import "server-only";
import { jobResultPage } from "@/lib/shared/job-catalogue";
import { jobSubject, jobTypeLabel } from "@/lib/shared/job-progress";
import type { JobView } from "@/lib/shared/schemas/jobs";
import type { NotificationInput } from "./notify";

type EndedJob = Pick<JobView, "id" | "type" | "status" | "data" | "result" | "error">;

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
