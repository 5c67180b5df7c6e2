import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/server/logger";

let cached: string | undefined;

/**
 * The key that signs and encrypts session cookies. Production sets NEXTAUTH_SECRET (the same value
 * on every instance). Without it, a random key is generated once and kept in the data folder, so a
 * fresh clone works and restarts keep people signed in; no secret is ever in the repository.
 */
export function getAuthSecret(): string {
  if (cached) return cached;
  const env = getEnv();
  if (env.NEXTAUTH_SECRET) {
    cached = env.NEXTAUTH_SECRET;
    return cached;
  }
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    try {
      // "wx": if another process created the file first, use theirs.
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      chmodSync(file, 0o600);
      logger.warn("NEXTAUTH_SECRET is not set: generated a session key", { file });
    } catch {
      // Lost the race to another process: fall through and read the winner's key.
    }
    cached = readFileSync(file, "utf8").trim();
  }
  return cached;
}
