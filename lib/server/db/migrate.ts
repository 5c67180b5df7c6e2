import "server-only";
import path from "node:path";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { logger } from "@/lib/server/logger";
import { rawConnection, type Schema } from "./client";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
// Arbitrary constant that names the advisory lock serialising migrations across server instances.
const MIGRATION_LOCK_ID = 72_410_001;

async function applyMigrations(): Promise<void> {
  const connection = rawConnection();
  const started = Date.now();
  if (connection.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(connection.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // Several instances may start at once: one applies the migrations, the others wait for it.
    const client = await connection.pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrate(drizzle(client) as unknown as NodePgDatabase<Schema>, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  }
  logger.info("database ready", { backend: connection.kind, ms: Date.now() - started });
}

const globalForMigrations = globalThis as unknown as { __pitchsideMigrated?: Promise<void> };

/**
 * Apply pending migrations once per process. Every caller awaits the same promise; a failure is not
 * cached, so the next request tries again (for example once the database is reachable).
 */
export function ensureDatabase(): Promise<void> {
  globalForMigrations.__pitchsideMigrated ??= applyMigrations().catch((error: unknown) => {
    globalForMigrations.__pitchsideMigrated = undefined;
    throw error;
  });
  return globalForMigrations.__pitchsideMigrated;
}
