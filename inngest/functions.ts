import "server-only";
import { getEnv } from "@/lib/env";
import type { AnyJobDefinition, JobDefinitions } from "@/lib/server/jobs/definition";
import { MAINTENANCE_TASKS, type ScheduledTask } from "@/lib/server/jobs/maintenance";
import { jobDefinitions } from "@/lib/server/jobs/registry";
import {
  getInngest,
  JOB_CANCELLED_EVENT,
  JOB_REQUESTED_EVENT,
  type JobRequestedData,
} from "@/lib/server/jobs/inngest-client";
import { runJobWithInngest } from "./run-job";

type Retries = NonNullable<
  Parameters<ReturnType<typeof getInngest>["createFunction"]>[0]["retries"]
>;

/** Inngest counts retries (0–20), the job row counts attempts (retries + 1). */
function retriesFor(definition: AnyJobDefinition): Retries {
  const attempts = definition.maxAttempts ?? getEnv().JOB_MAX_ATTEMPTS;
  return Math.max(0, Math.min(20, attempts - 1)) as Retries;
}

/**
 * The Inngest function of one job type: triggered by `pitchside/job.requested` events of that type
 * (one function per type, so each type keeps its own retries and its own line in Inngest's
 * dashboard), cancelled by `pitchside/job.cancelled` for the same job.
 */
export function createJobFunction(definition: AnyJobDefinition) {
  return getInngest().createFunction(
    {
      id: `job-${definition.type}`,
      name: `Job: ${definition.type}`,
      retries: retriesFor(definition),
      // Types are validated as lower-case words and dashes, so quoting them here is safe.
      triggers: [{ event: JOB_REQUESTED_EVENT, if: `event.data.type == '${definition.type}'` }],
      cancelOn: [{ event: JOB_CANCELLED_EVENT, match: "data.jobId" }],
    },
    async ({ event, step, attempt, maxAttempts }) =>
      runJobWithInngest({
        jobId: (event.data as JobRequestedData).jobId,
        definition,
        attempt,
        maxAttempts,
        step,
      }),
  );
}

/** One function per job type (of the registry unless told): what `app/api/inngest` serves. */
export function createJobFunctions(definitions: JobDefinitions = jobDefinitions) {
  return Object.values(definitions).map(createJobFunction);
}

/**
 * The periodic housekeeping as Inngest cron functions (the in-process pool runs the same tasks on
 * timers when Inngest is not the runner). No retries: the next run picks up what one missed.
 */
export function createMaintenanceFunction(task: ScheduledTask) {
  return getInngest().createFunction(
    {
      id: `maintenance-${task.name}`,
      name: `Maintenance: ${task.name}`,
      retries: 0,
      triggers: [{ cron: task.cron }],
    },
    async ({ step }) => step.run(task.name, async () => void (await task.run())),
  );
}

/** What `app/api/inngest` serves: one function per job type, then one per maintenance task. */
export function createInngestFunctions() {
  return [...createJobFunctions(), ...MAINTENANCE_TASKS.map(createMaintenanceFunction)];
}
