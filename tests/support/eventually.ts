/**
 * Read until `done` holds, then answer the last read; fail after `timeoutMs` naming `what` and
 * showing the last read. For
 * what the server does after its answer (the subscribers of domain events, jobs): wait for the
 * condition, never for a fixed time.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what = "a condition",
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      const last = JSON.stringify(value)?.slice(0, 500);
      throw new Error(`timed out waiting for ${what}; last read: ${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
