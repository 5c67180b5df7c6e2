import { randomBytes } from "node:crypto";

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg)$/;

/** A fresh, unguessable key in a folder, for example `avatars/Q2x…Zk.webp`. */
export function newKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(16).toString("base64url")}.${extension}`;
}

/** Keys the app makes are short; a longer one names no file (and no file system takes it). */
const MAX_KEY_LENGTH = 200;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes("..");
}

export function contentTypeForKey(key: string): string {
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

export const UPLOADS_PATH = "/uploads/";

/** The URL the app serves a stored file at, whichever backend holds it. */
export function publicUrlForKey(key: string): string {
  return `${UPLOADS_PATH}${key}`;
}

/** The key behind a URL made by `publicUrlForKey`, or null for any other URL. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_PATH)) return null;
  const key = url.slice(UPLOADS_PATH.length);
  return isValidKey(key) ? key : null;
}
