import "server-only";

// On globalThis: Next loads the instrumentation bundle (which starts the worker) and each route
// bundle (which enqueues) as separate module instances; both must reach the same listeners.
const globalForWake = globalThis as unknown as { __pitchsideJobWakeUps?: Set<() => void> };

function listeners(): Set<() => void> {
  globalForWake.__pitchsideJobWakeUps ??= new Set();
  return globalForWake.__pitchsideJobWakeUps;
}

/** Be told when this process enqueues a job. Returns the unsubscribe function. */
export function subscribeToJobWakeUps(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Wake every worker pool of this process now instead of at its next poll. */
export function wakeJobWorkers(): void {
  for (const listener of listeners()) listener();
}
