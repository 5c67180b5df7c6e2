import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import { getEnv } from "@/lib/env";
import { databaseApplicationName } from "@/lib/server/instance-id";
import { logger } from "@/lib/server/logger";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database, whichever driver is behind it. Both drivers speak the same SQL and schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type Connection =
  { kind: "postgres"; db: Db; pool: Pool } | { kind: "pglite"; db: Db; client: PGlite };

// One connection per process: Next bundles route handlers separately, and two PGlite instances on
// one data folder would corrupt it, so the handle lives on globalThis rather than in module scope.
const globalForDb = globalThis as unknown as { __pitchsideDb?: Connection };

function connect(): Connection {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: env.DATABASE_POOL_SIZE,
      // Names this instance's connections, so instances can count each other (instances.ts).
      application_name: databaseApplicationName(),
    });
    pool.on("error", (error) => logger.error("postgres pool error", { error }));
    return { kind: "postgres", pool, db: drizzleNodePg(pool, { schema }) as unknown as Db };
  }
  const dataDir = path.resolve(env.DATA_DIR, "db");
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs catalogue search; PostgreSQL ships it as a contrib extension.
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  return { kind: "pglite", client, db: drizzlePglite(client, { schema }) as unknown as Db };
}

function connection(): Connection {
  globalForDb.__pitchsideDb ??= connect();
  return globalForDb.__pitchsideDb;
}

/** The process-wide database handle. */
export function getDb(): Db {
  return connection().db;
}

/** Which backend is in use: "postgres" with DATABASE_URL, otherwise the embedded "pglite". */
export function databaseKind(): Connection["kind"] {
  return connection().kind;
}

/** Internal: the raw connection, for the migrator. */
export function rawConnection(): Connection {
  return connection();
}

/** Close the connection (scripts and tests; the server keeps it for its lifetime). */
export async function closeDb(): Promise<void> {
  const current = globalForDb.__pitchsideDb;
  globalForDb.__pitchsideDb = undefined;
  if (!current) return;
  if (current.kind === "postgres") await current.pool.end();
  else await current.client.close();
}

/** Run raw SQL and return its rows (both drivers answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  const result = (await getDb().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
