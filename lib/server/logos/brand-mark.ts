import "server-only";
import { storeFileAt } from "@/lib/server/storage/store";
import { brandIconSvg, findBrandIcon } from "./simple-icons";

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
      `logos/sponsors/mark-${icon.slug}.svg`,
      Buffer.from(brandIconSvg(icon)),
      "image/svg+xml",
    );
    written.set(icon.slug, stored);
  }
  return stored;
}
