/**
 * Read until `done` holds, then answer the last read; fail after `timeoutMs` naming `what`. For
 * what the server does after its answer (the subscribers of domain events, jobs): wait for the
 * condition, never for a fixed time.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
