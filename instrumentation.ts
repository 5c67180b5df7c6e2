/**
 * Runs once when a server instance starts: apply pending database migrations before the first
 * request, so that a fresh clone and every deployment start on the current schema; start the job
 * worker and drain it on SIGTERM/SIGINT (lib/server/startup.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/server/startup");
  await startServer();
}
