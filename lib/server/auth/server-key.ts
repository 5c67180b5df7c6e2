import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getAuthSecret } from "./secret";

/**
 * Encryption of a stored value that the app must read back but a database reader must not
 * (a share link's token): AES-256-GCM under a key derived by HKDF-SHA256 from the server's secret
 * (NEXTAUTH_SECRET or the generated key, see secret.ts), one key per purpose, a random 96-bit IV
 * per value. `context` is authenticated with the value (GCM's additional data), so a sealed value
 * copied onto another row does not open there. Sealed form: "v1." + base64url(IV | tag | bytes).
 */
const VERSION = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

/** The purpose's key (the secret does not change while the process runs, so it is kept). */
function keyFor(purpose: string): Buffer {
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", getAuthSecret(), "pitchside-server-key", purpose, 32));
    keys.set(purpose, key);
  }
  return key;
}

export function sealWithServerKey(plain: string, purpose: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const bytes = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), bytes]).toString("base64url");
}

/**
 * The value sealed for this purpose and context, or null when it cannot be opened (sealed under
 * another server key, with another context, or altered).
 */
export function openWithServerKey(sealed: string, purpose: string, context: string): string | null {
  if (!sealed.startsWith(VERSION)) return null;
  const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
