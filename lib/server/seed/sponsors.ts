import "server-only";
import { inArray } from "drizzle-orm";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import type { Db } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { monogramSvg } from "@/lib/server/logos/monogram";
import { storeFileAt } from "@/lib/server/storage/store";
import { catalogueData } from "@/lib/server/sponsors/catalogue-data";

/**
 * Insert the catalogue brands that are missing (matched by slug), each with a generated monogram
 * logo in its brand colour. Existing rows, and anything users changed on them, are left alone.
 */
export async function seedSponsorCatalogue(db: Db): Promise<{ created: number }> {
  const catalogue = catalogueSponsors();
  const existing = new Set(
    (
      await db
        .select({ slug: sponsorBrands.slug })
        .from(sponsorBrands)
        .where(
          inArray(
            sponsorBrands.slug,
            catalogue.map((entry) => entry.slug),
          ),
        )
    ).map((row) => row.slug),
  );
  const missing = catalogue.filter((entry) => !existing.has(entry.slug));
  for (let start = 0; start < missing.length; start += 100) {
    const batch = missing.slice(start, start + 100);
    const rows = await Promise.all(
      batch.map(async (entry) => ({
        slug: entry.slug,
        name: entry.name,
        industry: entry.industry,
        headquarters: entry.headquarters,
        overview: entry.overview,
        logo: await storeFileAt(
          `logos/sponsors/${entry.slug}.svg`,
          Buffer.from(monogramSvg(entry.name, entry.brandColor)),
          "image/svg+xml",
        ),
        profile: entry.profile,
        data: catalogueData(entry),
      })),
    );
    await db.insert(sponsorBrands).values(rows).onConflictDoNothing();
  }
  return { created: missing.length };
}
