import "server-only";
import path from "node:path";
import { getEnv, type Env } from "@/lib/env";
import { logger } from "@/lib/server/logger";
import { isValidKey, keyFromPublicUrl, newKey, publicUrlForKey } from "./keys";
import { localFolderStorage } from "./local";
import { s3Storage } from "./s3";
import type { StorageBackend } from "./types";

let cached: { key: string; backend: StorageBackend } | undefined;

const uploadsFolderOf = (env: Env) => path.resolve(env.DATA_DIR, "uploads");

/** The local uploads folder when files are kept there (no S3_BUCKET), else null. */
export function localUploadsFolder(): string | null {
  const env = getEnv();
  return env.S3_BUCKET ? null : uploadsFolderOf(env);
}

/** The configured store: S3 when S3_BUCKET is set, otherwise the local uploads folder. */
export function getStorage(): StorageBackend {
  const env = getEnv();
  const key = `${env.S3_BUCKET ?? ""}|${env.S3_ENDPOINT ?? ""}|${env.DATA_DIR}`;
  if (cached?.key === key) return cached.backend;
  const backend = env.S3_BUCKET
    ? s3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        prefix: env.S3_PREFIX,
      })
    : localFolderStorage(uploadsFolderOf(env));
  cached = { key, backend };
  return backend;
}

/** Store bytes under a new key in `folder` and return the URL the app serves them at. */
export async function storeFile(
  folder: string,
  bytes: Uint8Array,
  extension: string,
  contentType: string,
): Promise<string> {
  const key = newKey(folder, extension);
  await getStorage().put(key, bytes, contentType);
  return publicUrlForKey(key);
}

/**
 * Store bytes under a chosen key (generated assets whose content depends only on their name,
 * such as catalogue monograms): writing the same key again is harmless.
 */
export async function storeFileAt(
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
  await getStorage().put(key, bytes, contentType);
  return publicUrlForKey(key);
}

/** Delete the file behind a URL made by `storeFile`; other URLs and failures are left alone. */
export async function deleteStoredFile(url: string | null | undefined): Promise<void> {
  const key = keyFromPublicUrl(url);
  if (!key) return;
  try {
    await getStorage().delete(key);
  } catch (error) {
    // The row no longer points at it; an orphaned file is not worth failing the request for.
    logger.warn("could not delete stored file", { key, error });
  }
}
