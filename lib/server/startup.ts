import "server-only";
import { getEnv } from "@/lib/env";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { logger } from "@/lib/server/logger";

/** Server start: validate settings, then migrate. A failure is logged and retried per request. */
export async function startServer(): Promise<void> {
  const env = getEnv();
  // next-auth reads NEXTAUTH_URL; derive it from APP_URL so there is one setting to get right.
  process.env.NEXTAUTH_URL ??= env.APP_URL;
  try {
    await ensureDatabase();
  } catch (error) {
    logger.error("database migration failed at start-up", { error });
  }
}
