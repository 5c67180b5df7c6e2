import "server-only";
import { getEnv } from "@/lib/env";
import { databaseKind } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { announceInstance, storageWarning } from "@/lib/server/instances";
import { startJobWorker, stopJobWorker } from "@/lib/server/jobs/worker/start";
import { logger } from "@/lib/server/logger";
import { sealPlainShareTokens } from "@/lib/server/proposals/share-token";
import { localUploadsFolder } from "@/lib/server/storage/store";

/**
 * Server start: validate settings, migrate, encrypt the share-link tokens stored before tokens
 * were encrypted (a conversion SQL cannot do: it needs the server's key), then start the
 * in-process job worker (unless JOB_WORKER_ENABLED=0 or Inngest runs the jobs) and listen for the
 * signals that end the process.
 * A failed migration is logged and retried per request; the worker starts anyway and its claims
 * succeed once the database is there.
 */
export async function startServer(): Promise<void> {
  const env = getEnv();
  // next-auth reads NEXTAUTH_URL; derive it from APP_URL so there is one setting to get right.
  process.env.NEXTAUTH_URL ??= env.APP_URL;
  // Before connecting, so instances that see this one connected also find its marker.
  await announceInstance().catch((error: unknown) =>
    logger.warn("could not leave this instance's marker in the uploads folder", { error }),
  );
  try {
    await ensureDatabase();
    await sealPlainShareTokens().catch((error: unknown) =>
      logger.error("could not encrypt stored share-link tokens", { error }),
    );
  } catch (error) {
    logger.error("database migration failed at start-up", { error });
  }
  await warnAboutStorage();
  try {
    startJobWorker();
  } catch (error) {
    logger.error("job worker failed to start", { error });
  }
  installShutdownHandlers();
}

/** Say at start-up when instances on one database keep their files in folders of their own. */
async function warnAboutStorage(): Promise<void> {
  try {
    const warning = await storageWarning();
    if (warning) {
      logger.warn(warning.message, { instances: warning.instances, unseen: warning.unseen });
    } else if (localUploadsFolder() && databaseKind() === "postgres") {
      logger.info(
        "files are kept in this instance's local folder: several instances on this database " +
          "need S3 (S3_BUCKET) or one shared folder (DATA_DIR), else their files differ",
        { folder: localUploadsFolder() },
      );
    }
  } catch (error) {
    logger.warn("could not check where other instances keep their files", { error });
  }
}

type ShutdownSignal = "SIGTERM" | "SIGINT";

const globalForShutdown = globalThis as unknown as {
  __pitchsideShutdownHandlers?: boolean;
  __pitchsideShutdown?: Promise<void>;
};

/**
 * On SIGTERM or SIGINT, drain this instance once (see `shutDown`). Installed once per process.
 *
 * `next start` has its own handler for both signals: it closes the HTTP server, lets requests in
 * flight finish, then calls `process.exit` (143 or 130). Ours does not fight it: it runs beside it,
 * and the exit Next (or a custom server) asks for while jobs are draining is held until the drain
 * ends. When ours is the only handler of the signal (NEXT_MANUAL_SIG_HANDLE, or a server that
 * does not handle it), the signal is raised again after the drain so the process ends as it would
 * have without us.
 */
function installShutdownHandlers(): void {
  if (globalForShutdown.__pitchsideShutdownHandlers) return;
  globalForShutdown.__pitchsideShutdownHandlers = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const onSignal = () => {
      const alone = process.listeners(signal).length === 1;
      void shutDown(signal).then(() => {
        if (!alone) return;
        process.off(signal, onSignal);
        process.kill(process.pid, signal);
      });
    };
    process.on(signal, onSignal);
  }
}

/** Margin beyond the grace period for handing jobs back (each write retries for up to ~4 s). */
const HAND_BACK_MARGIN_MS = 10_000;

/**
 * Drain this instance: the job worker stops claiming at once, running jobs get
 * JOB_SHUTDOWN_GRACE_MS to finish, and those still running then are handed back to the queue
 * (queued, to run at once, the try not used up) so another instance picks them up without waiting
 * for the stall sweeper. Runs once; later calls answer the same promise.
 */
function shutDown(signal: ShutdownSignal): Promise<void> {
  globalForShutdown.__pitchsideShutdown ??= drain(signal);
  return globalForShutdown.__pitchsideShutdown;
}

async function drain(signal: ShutdownSignal): Promise<void> {
  const graceMs = getEnv().JOB_SHUTDOWN_GRACE_MS;
  const started = Date.now();
  const drained = (async () => {
    logger.info("shutting down: the job worker claims no more jobs", { signal, graceMs });
    const stopped = await stopJobWorker(graceMs);
    if (stopped) {
      logger.info("job worker stopped", {
        ms: Date.now() - started,
        finished: stopped.finished.length,
        handedBack: stopped.handedBack,
      });
    }
  })().catch((error: unknown) => logger.error("job worker did not stop cleanly", { error }));
  holdExitUntil(drained, graceMs + HAND_BACK_MARGIN_MS);
  await drained;
}

/**
 * Hold any `process.exit` called before `work` settles (at most `limitMs`), then exit with the
 * code that was asked for. Restores `process.exit` afterwards.
 */
function holdExitUntil(work: Promise<unknown>, limitMs: number): void {
  const exit = process.exit;
  let asked: { code: Parameters<typeof process.exit>[0] } | null = null;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(limit);
    process.exit = exit;
    if (asked) exit.call(process, asked.code);
  };
  process.exit = ((code?: Parameters<typeof process.exit>[0]) => {
    asked ??= { code };
    return undefined as never;
  }) as typeof process.exit;
  const limit = setTimeout(release, limitMs);
  void work.finally(release);
}
