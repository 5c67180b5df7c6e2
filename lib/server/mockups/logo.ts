import "server-only";
import sharp from "sharp";
import { isSafeSvg } from "@/lib/server/images/upload";
import { logger } from "@/lib/server/logger";
import { keyFromPublicUrl } from "@/lib/server/storage/keys";
import { getStorage } from "@/lib/server/storage/store";
import { initialsOf, tileColourOf } from "@/lib/shared/initials";

/**
 * The logo a mockup uses: the sponsor's custom mockup logo, else the event brand's logo,
 * else the sponsor's logo, else a generated monogram of the sponsor's name. Logos are read from
 * the app's own storage (`/uploads/...`) or an inline `data:` URL; outside URLs are never fetched.
 */

export type LogoSource = "custom" | "event-brand" | "sponsor" | "placeholder";

export interface LogoChoices {
  customLogoUrl?: string | null;
  eventBrandLogoUrl?: string | null;
  sponsorLogoUrl?: string | null;
  /** For the placeholder monogram. */
  sponsorName: string;
}

export interface ResolvedLogo {
  source: LogoSource;
  /** The URL the bytes came from; null for the placeholder. */
  url: string | null;
  bytes: Buffer;
}

/** The URLs to try, in that order, skipping empty ones. */
export function logoCandidates(choices: LogoChoices): { source: LogoSource; url: string }[] {
  const ordered: [LogoSource, string | null | undefined][] = [
    ["custom", choices.customLogoUrl],
    ["event-brand", choices.eventBrandLogoUrl],
    ["sponsor", choices.sponsorLogoUrl],
  ];
  return ordered.flatMap(([source, url]) => (url?.trim() ? [{ source, url: url.trim() }] : []));
}

const DATA_URL = /^data:image\/(png|jpeg|webp|gif|svg\+xml)(;base64)?,(.*)$/s;

/** Bytes of a stored or inline logo; null for outside URLs and anything unreadable. */
export async function readLogoBytes(url: string): Promise<Buffer | null> {
  let bytes: Buffer | null = null;
  const key = keyFromPublicUrl(url);
  if (key) {
    const stored = await getStorage().get(key);
    bytes = stored ? Buffer.from(stored.bytes) : null;
  } else {
    const match = DATA_URL.exec(url);
    if (!match) return null;
    const body = match[3] ?? "";
    bytes = match[2] ? Buffer.from(body, "base64") : Buffer.from(decodeURIComponent(body), "utf8");
    if (match[1] === "svg+xml" && !isSafeSvg(bytes.toString("utf8"))) return null;
  }
  if (!bytes || bytes.length === 0) return null;
  try {
    await sharp(bytes).metadata();
    return bytes;
  } catch {
    return null;
  }
}

/** A square monogram tile of the name's initials, as PNG. */
export async function renderMonogram(name: string, size = 512): Promise<Buffer> {
  const initials = initialsOf(name)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${tileColourOf(name)}"/><text x="256" y="256" dy="0.35em" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="220" font-weight="bold" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function resolveMockupLogo(
  choices: LogoChoices,
  read: (url: string) => Promise<Buffer | null> = readLogoBytes,
): Promise<ResolvedLogo> {
  for (const candidate of logoCandidates(choices)) {
    const bytes = await read(candidate.url).catch((error: unknown) => {
      logger.warn("could not read mockup logo", { url: candidate.url, error });
      return null;
    });
    if (bytes) return { source: candidate.source, url: candidate.url, bytes };
  }
  return { source: "placeholder", url: null, bytes: await renderMonogram(choices.sponsorName) };
}
