import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { enqueueJob } from "./queue";
import { getJobDefinitionOrThrow } from "./registry";

/**
 * What POST /api/jobs/submit and /api/jobs/<type> answer. An unknown type → 400 "Unsupported job
 * type: {type}"; then as enqueueJob.
 */
export async function submitJob(
  user: ActingUser,
  input: { type: string; data: unknown; priority?: number },
): Promise<{ jobId: string; job: JobView }> {
  const job = await enqueueJob({
    definition: getJobDefinitionOrThrow(input.type),
    data: input.data,
    priority: input.priority,
    createdBy: user.id,
  });
  return { jobId: job.id, job };
}
