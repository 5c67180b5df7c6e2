import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

// On globalThis: Next loads the instrumentation bundle and each route bundle as separate module
// instances, and all of them must give the same id.
const globalForInstance = globalThis as unknown as { __pitchsideInstanceId?: string };

/**
 * This server process among the instances sharing a database: host, process id and a random part
 * (a restarted container may reuse both), in the letters a PostgreSQL application name keeps.
 */
export function instanceId(): string {
  globalForInstance.__pitchsideInstanceId ??=
    `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .slice(-48);
  return globalForInstance.__pitchsideInstanceId;
}

/** What server processes call themselves in `pg_stat_activity.application_name`. */
export const SERVER_APPLICATION_PREFIX = "pitchside ";

/**
 * The application name of this process's database connections: server processes (Next sets
 * NEXT_RUNTIME) are named with their instance id, so each instance can see how many others are
 * connected; scripts and tests are not counted as instances.
 */
export function databaseApplicationName(): string {
  return process.env.NEXT_RUNTIME === "nodejs"
    ? `${SERVER_APPLICATION_PREFIX}${instanceId()}`
    : "pitchside-script";
}
