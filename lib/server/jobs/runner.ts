import "server-only";
import { getEnv, type Env } from "@/lib/env";
import { getInngest, JOB_CANCELLED_EVENT, JOB_REQUESTED_EVENT } from "./inngest-client";
import { wakeJobWorkers } from "./worker/wake";

export type JobRunnerKind = "in-process" | "inngest";

/** Inngest runs the jobs when it is configured (an event key, or a local dev server). */
export function jobRunnerKind(env: Env = getEnv()): JobRunnerKind {
  return env.INNGEST_EVENT_KEY || env.INNGEST_DEV ? "inngest" : "in-process";
}

/** What the queue tells the active runner. The `jobs` row is the truth for both. */
export interface JobRunner {
  readonly kind: JobRunnerKind;
  /** A queued job was stored: get it run, not before `runAfter` when it is later than its creation. */
  dispatch(job: { id: string; type: string; createdAt?: Date; runAfter?: Date }): Promise<void>;
  /** A job was cancelled in the database: stop its run early where the backend can. */
  cancel(job: { id: string }): Promise<void>;
}

const inProcessRunner: JobRunner = {
  kind: "in-process",
  // Pools on this instance claim it at once; pools on other instances at their next poll.
  dispatch: async () => wakeJobWorkers(),
  // The worker notices at the handler's next step, progress call or heartbeat.
  cancel: async () => {},
};

const inngestRunner: JobRunner = {
  kind: "inngest",
  async dispatch(job) {
    // A delayed job: Inngest starts a run of an event whose `ts` is in the future at that time.
    const delayed = job.runAfter && job.createdAt && job.runAfter > job.createdAt;
    await getInngest().send({
      name: JOB_REQUESTED_EVENT,
      data: { jobId: job.id, type: job.type },
      ...(delayed ? { ts: job.runAfter?.getTime() } : {}),
    });
  },
  async cancel(job) {
    await getInngest().send({ name: JOB_CANCELLED_EVENT, data: { jobId: job.id } });
  },
};

export function getJobRunner(): JobRunner {
  return jobRunnerKind() === "inngest" ? inngestRunner : inProcessRunner;
}
