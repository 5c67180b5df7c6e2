import "server-only";
import { sql } from "drizzle-orm";
import { databaseKind, getDb } from "@/lib/server/db/client";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/server/db/errors";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { storageWarning } from "@/lib/server/instances";
import { logger } from "@/lib/server/logger";
import type { HealthOk, HealthUnavailable } from "@/lib/shared/schemas/health";

/** A database that does not answer within this long counts as unreachable (no hanging probe). */
const DATABASE_TIMEOUT_MS = 3000;
/** The storage check reads pg_stat_activity; load balancers probe often, so it is reused a while. */
const WARNING_TTL_MS = 30_000;

let cachedWarnings: { at: number; warnings: string[] } | null = null;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function warnings(): Promise<string[]> {
  if (cachedWarnings && Date.now() - cachedWarnings.at < WARNING_TTL_MS) {
    return cachedWarnings.warnings;
  }
  const warning = await storageWarning().catch((error: unknown) => {
    logger.warn("health: could not check where other instances keep their files", { error });
    return null;
  });
  cachedWarnings = { at: Date.now(), warnings: warning ? [warning.message] : [] };
  return cachedWarnings.warnings;
}

const unavailable = (database: HealthUnavailable["database"], error: string) =>
  Response.json(
    {
      status: "unavailable",
      database,
      error,
      code: "SERVICE_UNAVAILABLE",
    } satisfies HealthUnavailable,
    {
      status: 503,
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  );

/**
 * GET /api/health, readiness: 200 `{ status: "ok", database }` when the database answers and the
 * migrations are applied (with `warnings` when the set-up is likely wrong: instances that cannot
 * see each other's files); 503 `{ status: "unavailable", database, error, code }` naming what is
 * not available otherwise — never a 500.
 */
export async function healthAnswer(): Promise<Response> {
  try {
    await within(getDb().execute(sql`select 1`), DATABASE_TIMEOUT_MS);
  } catch (error) {
    logger.warn("health: the database does not answer", { error });
    return unavailable("unreachable", "The database cannot be reached.");
  }
  try {
    await within(ensureDatabase(), DATABASE_TIMEOUT_MS);
  } catch (error) {
    logger.warn("health: the database schema is not up to date", { error });
    return unavailable("not-migrated", "The database migrations have not been applied.");
  }
  const found = await warnings();
  return Response.json(
    {
      status: "ok",
      database: databaseKind(),
      ...(found.length > 0 ? { warnings: found } : {}),
    } satisfies HealthOk,
    { headers: { "Cache-Control": "no-store" } },
  );
}
