import "server-only";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { databaseKind, queryRows } from "@/lib/server/db/client";
import { instanceId, SERVER_APPLICATION_PREFIX } from "@/lib/server/instance-id";
import { localUploadsFolder } from "@/lib/server/storage/store";

/**
 * Several server instances on one PostgreSQL database must share their files: with the local
 * folder, a mockup made on one instance is missing on the others unless the folder itself is
 * shared. The signal is cheap and honest: the instances connected to the database right now (each
 * names its connections after itself) and, for each, whether its marker file is in our uploads
 * folder (an instance writes one at start-up into the folder it uses). A peer whose marker we
 * cannot see keeps its files somewhere we cannot read.
 */

/** Inside the uploads folder, but not a valid upload key: never served, never swept. */
const MARKER_FOLDER = ".instances";

const markerPath = (folder: string, id: string) => path.join(folder, MARKER_FOLDER, id);

/**
 * Leave this instance's marker in its uploads folder (local folder only). Markers stay when the
 * instance stops: taking one away while the instance is still connected would make the others
 * warn for nothing, and a marker is a few bytes.
 */
export async function announceInstance(): Promise<void> {
  const folder = localUploadsFolder();
  if (!folder) return;
  await mkdir(path.join(folder, MARKER_FOLDER), { recursive: true });
  await writeFile(
    markerPath(folder, instanceId()),
    JSON.stringify({ startedAt: new Date().toISOString(), pid: process.pid }),
  );
}

export interface StorageWarning {
  message: string;
  /** Server instances connected to the database, this one included. */
  instances: number;
  /** How many of the others keep their files in a folder this instance cannot see. */
  unseen: number;
}

/**
 * A warning when this instance keeps files in a local folder that other instances connected to the
 * same PostgreSQL database cannot see (no shared folder, no S3); null when all is well.
 */
export async function storageWarning(): Promise<StorageWarning | null> {
  const folder = localUploadsFolder();
  if (!folder || databaseKind() !== "postgres") return null;
  const rows = await queryRows<{ name: string }>(
    sql`select distinct application_name as name from pg_stat_activity
        where datname = current_database() and starts_with(application_name, ${SERVER_APPLICATION_PREFIX})`,
  );
  const mine = instanceId();
  const peers = rows
    .map((row) => row.name.slice(SERVER_APPLICATION_PREFIX.length))
    .filter((id) => id !== mine);
  const seen = await Promise.all(
    peers.map((id) =>
      stat(markerPath(folder, id)).then(
        () => true,
        () => false,
      ),
    ),
  );
  const unseen = seen.filter((visible) => !visible).length;
  if (unseen === 0) return null;
  return {
    message:
      `${peers.length + 1} instances share this database but ${unseen} of the others keep files ` +
      "in a local folder this one cannot see, so files made on one instance (mockups, logos, " +
      "pictures) are missing on the others. Set S3_BUCKET (S3 or an S3-compatible store), or " +
      "point DATA_DIR of every instance at one shared folder.",
    instances: peers.length + 1,
    unseen,
  };
}
