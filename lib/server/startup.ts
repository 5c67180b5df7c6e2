import "server-only";
import { getEnv } from "@/lib/env";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { startJobWorker } from "@/lib/server/jobs/worker/start";
import { logger } from "@/lib/server/logger";

/**
 * Server start: validate settings, migrate, then start the in-process job worker (unless
 * JOB_WORKER_ENABLED=0 or Inngest runs the jobs). A failed migration is logged and retried per
 * request; the worker starts anyway and its claims succeed once the database is there.
 */
export async function startServer(): Promise<void> {
  const env = getEnv();
  // next-auth reads NEXTAUTH_URL; derive it from APP_URL so there is one setting to get right.
  process.env.NEXTAUTH_URL ??= env.APP_URL;
  try {
    await ensureDatabase();
  } catch (error) {
    logger.error("database migration failed at start-up", { error });
  }
  try {
    startJobWorker();
  } catch (error) {
    logger.error("job worker failed to start", { error });
  }
}
