import "server-only";
import { inArray, sql } from "drizzle-orm";
import { queryRows } from "@/lib/server/db/client";
import { activationImages, activations, mockupIdeas, mockups } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { keyFromPublicUrl, publicUrlForKey } from "@/lib/server/storage/keys";
import { deleteStoredFile, getStorage } from "@/lib/server/storage/store";

/**
 * Generated images are stored before the row that references them (the row is written with the
 * job's completion, in one transaction). An attempt that fails between the two leaves a file no
 * row references: it deletes it on the way out (`storingFiles`), or, when the database could not be
 * reached, once it answers again; what a killed process could not delete is swept later
 * (`sweepOrphanMockupFiles`).
 */

/** The folders the mockup and image-variation jobs store into. */
export const GENERATED_IMAGE_FOLDERS = ["mockups", "activation-images"] as const;

/** A file younger than this may belong to a job still running: the sweep leaves it alone. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

const BATCH = 500;

/** The URLs among `urls` that a row references (mockups, variations, activation pictures). */
async function referencedUrls(urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const list = [...urls];
  const rows = await queryRows<{ url: string }>(sql`
    select ${mockups.imageUrl} as url from ${mockups} where ${inArray(mockups.imageUrl, list)}
    union select ${activationImages.imageUrl} from ${activationImages}
      where ${inArray(activationImages.imageUrl, list)}
    union select ${activations.imageUrl} from ${activations}
      where ${inArray(activations.imageUrl, list)}
    union select ${mockupIdeas.imageUrl} from ${mockupIdeas}
      where ${inArray(mockupIdeas.imageUrl, list)}`);
  return new Set(rows.map((row) => row.url));
}

/**
 * Waits between tries to settle the files of failed attempts the database could not tell about
 * (`discardUnreferenced`): soon at first (a restart takes seconds), then every minute while the
 * database stays away. A process that ends meanwhile leaves them to the sweep.
 */
const SETTLE_DELAYS_MS = [1_000, 2_000, 5_000, 15_000, 60_000];

/** Files of failed attempts whose fate the database could not tell yet, in this process. */
const unsettled = { urls: new Set<string>(), failures: 0, timer: null as NodeJS.Timeout | null };

function scheduleSettling(): void {
  if (unsettled.timer || unsettled.urls.size === 0) return;
  const delay = SETTLE_DELAYS_MS[Math.min(unsettled.failures, SETTLE_DELAYS_MS.length - 1)]!;
  unsettled.timer = setTimeout(() => void settleUnsettled(), delay);
  unsettled.timer.unref();
}

async function settleUnsettled(): Promise<void> {
  const urls = [...unsettled.urls].slice(0, BATCH);
  try {
    const referenced = await referencedUrls(urls);
    unsettled.failures = 0;
    for (const url of urls) unsettled.urls.delete(url);
    const orphans = urls.filter((url) => !referenced.has(url));
    await Promise.all(orphans.map(deleteStoredFile));
    logger.info("stored files of failed attempts settled once the database answered", {
      deleted: orphans.length,
      kept: urls.length - orphans.length,
    });
  } catch (error) {
    unsettled.failures += 1;
    logger.warn("stored files of failed attempts still wait for the database", {
      files: unsettled.urls.size,
      error,
    });
  } finally {
    unsettled.timer = null;
    scheduleSettling();
  }
}

/**
 * Delete files an attempt stored, unless a row references them after all (a commit whose answer
 * was lost on the way back). When the database cannot tell (it is the database that failed the
 * attempt), they are kept in memory and settled as soon as it answers again.
 */
async function discardUnreferenced(urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  let referenced: Set<string>;
  try {
    referenced = await referencedUrls(urls);
  } catch (error) {
    logger.warn("stored files of a failed attempt kept until the database answers", {
      urls,
      error,
    });
    for (const url of urls) unsettled.urls.add(url);
    scheduleSettling();
    return;
  }
  await Promise.all(urls.filter((url) => !referenced.has(url)).map(deleteStoredFile));
}

/**
 * Run work that stores files and then the rows referencing them; `keep(url)` registers each file
 * as it is stored. When the work throws (a failed write, a cancelled or lost job), the files it
 * stored are deleted before the error goes on, so a failed attempt leaves nothing behind.
 */
export async function storingFiles<T>(
  work: (keep: (url: string) => string) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await work((url) => {
      stored.push(url);
      return url;
    });
  } catch (error) {
    await discardUnreferenced(stored);
    throw error;
  }
}

export interface OrphanSweepResult {
  /** Files old enough to be checked. */
  checked: number;
  /** Keys deleted because no row referenced them. */
  deleted: string[];
}

/**
 * Delete generated images that no row references and that are older than `olderThanMs` (an hour:
 * younger ones may belong to a job still running). The worker runs it hourly; several instances
 * running it at once only repeat harmless deletes.
 */
export async function sweepOrphanMockupFiles(
  options: { olderThanMs?: number; now?: Date } = {},
): Promise<OrphanSweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.olderThanMs ?? ORPHAN_MIN_AGE_MS);
  const storage = getStorage();
  const result: OrphanSweepResult = { checked: 0, deleted: [] };
  for (const folder of GENERATED_IMAGE_FOLDERS) {
    const old = (await storage.list(folder))
      .filter((file) => file.lastModified.getTime() < cutoff)
      .map((file) => publicUrlForKey(file.key));
    for (let start = 0; start < old.length; start += BATCH) {
      const batch = old.slice(start, start + BATCH);
      const referenced = await referencedUrls(batch);
      for (const url of batch) {
        const key = keyFromPublicUrl(url);
        if (referenced.has(url) || !key) continue;
        await storage.delete(key);
        result.deleted.push(key);
      }
      result.checked += batch.length;
    }
  }
  if (result.deleted.length > 0) {
    logger.info("orphaned generated images deleted", {
      checked: result.checked,
      deleted: result.deleted.length,
    });
  }
  return result;
}
