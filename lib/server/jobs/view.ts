import "server-only";
import { aiProviderName } from "@/lib/server/ai/provider-name";
import { jobDurationSeconds } from "@/lib/shared/job-progress";
import { JOB_STATUSES, type JobStatus } from "@/lib/shared/job-constants";
import type { JobView } from "@/lib/shared/schemas/jobs";
import type { jobs } from "@/lib/server/db/schema";

// The row type from the schema, not from transitions.ts: the queue (which imports this module)
// must not depend on the transitions, which announce a job's end to its owner.
type JobRow = typeof jobs.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toStatus(value: string): JobStatus {
  // The column is free text; anything unexpected is shown as failed rather than breaking a list.
  return (JOB_STATUSES as readonly string[]).includes(value) ? (value as JobStatus) : "failed";
}

/** A job row as the API answers it (dates as ISO strings). */
export function toJobView(row: JobRow): JobView {
  return {
    id: row.id,
    type: row.type,
    status: toStatus(row.status),
    progress: row.progress,
    data: row.data,
    result: row.result ?? null,
    error: row.error,
    priority: row.priority,
    attempts: row.attempts,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    processingTime: row.processingTime,
    expectedSeconds: jobDurationSeconds(row.type, aiProviderName()),
  };
}
