import "server-only";
import { storeFileAt } from "@/lib/server/storage/store";
import { brandIconSvg, findBrandIcon } from "./simple-icons";

const MARK_PREFIX = "logos/sponsors/mark-";

/**
 * Whether a brand's stored logo is one the app drew itself from the name's initials (a monogram):
 * an SVG that is not a stored mark. Uploaded logos are stored as PNG, marks as `mark-<slug>.svg`.
 */
export function isDrawnMonogram(url: string): boolean {
  const file = url.split(/[?#]/)[0]!.split("/").pop() ?? "";
  return file.endsWith(".svg") && !file.startsWith("mark-");
}

/**
 * The stored real mark of a brand (simple-icons, in its brand colour) and its URL, or null when
 * simple-icons has no mark for it. Stored once per icon under `logos/sponsors/mark-<slug>.svg`, so
 * seeding again rewrites nothing new. `written` remembers the icons stored during one seed run.
 */
export async function storeBrandMark(
  brand: { name: string; domain: string | null; trustedName?: boolean },
  written: Map<string, Promise<string>> = new Map(),
): Promise<string | null> {
  const icon = findBrandIcon(brand);
  if (!icon) return null;
  // The promise is remembered, so two brands with one mark (T-Mobile and Deutsche Telekom)
  // stored at the same time write the file once.
  let stored = written.get(icon.slug);
  if (!stored) {
    stored = storeFileAt(
      `${MARK_PREFIX}${icon.slug}.svg`,
      Buffer.from(brandIconSvg(icon)),
      "image/svg+xml",
    );
    written.set(icon.slug, stored);
  }
  return stored;
}
