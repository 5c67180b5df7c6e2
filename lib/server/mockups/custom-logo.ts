import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { readImageUpload, renderLogo } from "@/lib/server/images/upload";
import { getSponsorBrandOrThrow, SPONSOR_BRAND_NOT_FOUND } from "@/lib/server/sponsors/queries";
import { deleteStoredFile, storeFile } from "@/lib/server/storage/store";

/**
 * The custom logo a sponsor's mockups use before any other. It is kept in the sponsor's
 * `data.customLogoUrl` (no column of its own yet); the file lives under `logos/custom/`.
 */

/** The custom mockup logo kept in the sponsor's data, if any. */
export function customLogoUrlOf(
  row: Pick<typeof sponsorBrands.$inferSelect, "data">,
): string | null {
  const data = row.data;
  const url =
    data && typeof data === "object" && !Array.isArray(data)
      ? (data as Record<string, unknown>).customLogoUrl
      : undefined;
  return typeof url === "string" && url.trim() ? url.trim() : null;
}

async function currentCustomLogo(sponsorBrandId: number): Promise<string | null> {
  return customLogoUrlOf(await getSponsorBrandOrThrow(sponsorBrandId));
}

/** Store the uploaded image (multipart field `logo`) as the sponsor's custom mockup logo. */
export async function saveCustomMockupLogo(
  sponsorBrandId: number,
  form: FormData,
): Promise<{ customLogoUrl: string }> {
  const previous = await currentCustomLogo(sponsorBrandId);
  const upload = await readImageUpload(form, "logo");
  const png = await renderLogo(upload.bytes);
  const url = await storeFile("logos/custom", png, "png", "image/png");
  const patch = JSON.stringify({ customLogoUrl: url });
  const updated = await getDb()
    .update(sponsorBrands)
    .set({ data: sql`coalesce(${sponsorBrands.data}, '{}'::jsonb) || ${patch}::jsonb` })
    .where(eq(sponsorBrands.id, sponsorBrandId))
    .returning({ id: sponsorBrands.id });
  if (updated.length === 0) {
    // Deleted while the upload was processed.
    await deleteStoredFile(url);
    throw notFound(SPONSOR_BRAND_NOT_FOUND);
  }
  if (previous && previous !== url) await deleteStoredFile(previous);
  return { customLogoUrl: url };
}

/** Forget the custom mockup logo; mockups fall back to the event brand's or the sponsor's logo. */
export async function removeCustomMockupLogo(
  sponsorBrandId: number,
): Promise<{ customLogoUrl: null }> {
  const previous = await currentCustomLogo(sponsorBrandId);
  await getDb()
    .update(sponsorBrands)
    .set({ data: sql`coalesce(${sponsorBrands.data}, '{}'::jsonb) - 'customLogoUrl'` })
    .where(eq(sponsorBrands.id, sponsorBrandId));
  await deleteStoredFile(previous);
  return { customLogoUrl: null };
}
