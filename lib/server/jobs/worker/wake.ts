import "server-only";
import { AsyncResource } from "node:async_hooks";

// On globalThis: Next loads the instrumentation bundle (which starts the worker) and each route
// bundle (which enqueues) as separate module instances; both must reach the same listeners.
const globalForWake = globalThis as unknown as { __pitchsideJobWakeUps?: Set<() => void> };

function listeners(): Set<() => void> {
  globalForWake.__pitchsideJobWakeUps ??= new Set();
  return globalForWake.__pitchsideJobWakeUps;
}

/**
 * Be told when this process enqueues a job. Returns the unsubscribe function. The listener runs in
 * the context it subscribed in (the worker's), never in the enqueuing request's: jobs claimed on a
 * wake-up are no part of that request (its `after()` queue, headers or cookies).
 */
export function subscribeToJobWakeUps(listener: () => void): () => void {
  const bound = AsyncResource.bind(listener);
  listeners().add(bound);
  return () => listeners().delete(bound);
}

/** Wake every worker pool of this process now instead of at its next poll. */
export function wakeJobWorkers(): void {
  for (const listener of listeners()) listener();
}
