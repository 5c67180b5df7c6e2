import "server-only";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import type { Db } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { storeBrandMark } from "@/lib/server/logos/brand-mark";
import { monogramSvg } from "@/lib/server/logos/monogram";
import { publicUrlForKey } from "@/lib/server/storage/keys";
import { storeFileAt } from "@/lib/server/storage/store";
import { catalogueData } from "@/lib/server/sponsors/catalogue-data";
import { domainOf } from "@/lib/shared/company-identity";
import { countryInfo } from "@/lib/shared/countries";
import type { CatalogueSponsor } from "./catalogue-schema";

const monogramKey = (slug: string) => `logos/sponsors/${slug}.svg`;

/** The identity columns of a curated brand: source, web site, domain, country and city. */
function identityOf(entry: CatalogueSponsor) {
  const [city, country] = entry.headquarters.split(", ");
  return {
    source: "curated",
    website: entry.website ?? null,
    domain: domainOf(entry.website),
    country: countryInfo(country)?.code ?? null,
    city: city ?? null,
  };
}

/**
 * Insert the catalogue brands that are missing (matched by slug), each with its real mark when
 * simple-icons has it (see lib/server/logos/simple-icons.ts), else a generated monogram in its
 * brand colour. Existing rows are left as users left them, except for what only the seed owns:
 * empty identity columns (web site, domain, country, city) are filled, and a logo that is still
 * the seeded monogram becomes the real mark. An uploaded logo is never replaced.
 */
export async function seedSponsorCatalogue(db: Db): Promise<{ created: number }> {
  const catalogue = catalogueSponsors();
  const marks = new Map<string, Promise<string>>();
  const markOf = (entry: CatalogueSponsor) =>
    storeBrandMark({ name: entry.name, domain: domainOf(entry.website), trustedName: true }, marks);
  const existing = await db
    .select({
      id: sponsorBrands.id,
      slug: sponsorBrands.slug,
      logo: sponsorBrands.logo,
      country: sponsorBrands.country,
      city: sponsorBrands.city,
      website: sponsorBrands.website,
      domain: sponsorBrands.domain,
    })
    .from(sponsorBrands)
    .where(
      inArray(
        sponsorBrands.slug,
        catalogue.map((entry) => entry.slug),
      ),
    );
  const bySlug = new Map(existing.map((row) => [row.slug, row]));
  const missing = catalogue.filter((entry) => !bySlug.has(entry.slug));
  for (let start = 0; start < missing.length; start += 100) {
    const batch = missing.slice(start, start + 100);
    const rows = await Promise.all(
      batch.map(async (entry) => ({
        slug: entry.slug,
        name: entry.name,
        industry: entry.industry,
        headquarters: entry.headquarters,
        overview: entry.overview,
        ...identityOf(entry),
        logo:
          (await markOf(entry)) ??
          (await storeFileAt(
            monogramKey(entry.slug),
            Buffer.from(monogramSvg(entry.name, entry.brandColor)),
            "image/svg+xml",
          )),
        profile: entry.profile,
        data: catalogueData(entry),
      })),
    );
    await db.insert(sponsorBrands).values(rows).onConflictDoNothing();
  }
  for (const entry of catalogue) {
    const row = bySlug.get(entry.slug);
    if (!row) continue;
    const identity = identityOf(entry);
    const patch: Partial<typeof sponsorBrands.$inferInsert> = {};
    if (!row.website && identity.website) patch.website = identity.website;
    if (!row.domain && identity.domain) patch.domain = identity.domain;
    if (!row.country && identity.country) patch.country = identity.country;
    if (!row.city && identity.city) patch.city = identity.city;
    if (row.logo === publicUrlForKey(monogramKey(entry.slug))) {
      const mark = await markOf(entry);
      if (mark) patch.logo = mark;
    }
    if (Object.keys(patch).length === 0) continue;
    // Only where the column is still empty (or the logo still the monogram) at write time.
    await db
      .update(sponsorBrands)
      .set(patch)
      .where(
        and(
          eq(sponsorBrands.id, row.id),
          patch.logo ? eq(sponsorBrands.logo, row.logo!) : undefined,
          patch.country ? isNull(sponsorBrands.country) : undefined,
          patch.website || patch.domain
            ? or(isNull(sponsorBrands.website), isNull(sponsorBrands.domain))
            : undefined,
        ),
      );
  }
  return { created: missing.length };
}
