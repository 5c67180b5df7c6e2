import "server-only";
import { eq, sql } from "drizzle-orm";
import {
  estimateReferenceCompany,
  readReferenceCompanies,
  REFERENCE_SOURCE,
  type ReferenceCompany,
} from "@/lib/server/catalogue/companies";
import { SameCompanyIndex } from "@/lib/server/catalogue/same-company";
import { countryNameOf } from "@/lib/server/catalogue/world";
import type { Db } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { storeBrandMark } from "@/lib/server/logos/brand-mark";

/**
 * Load the reference companies (real listed companies, `lib/server/catalogue/companies.ts`) into
 * the catalogue next to the curated brands. Idempotent and safe for user data:
 *
 * - a company that is already in the catalogue (same domain, else same normalised name in the
 *   same country: `SameCompanyIndex`) is not inserted again;
 * - when that row is a curated brand, the company fills its gaps (web site, domain, country, city,
 *   market-cap band, the reference facts in `data.reference`): curated fields always win;
 * - rows that users created, imported or edited are never changed.
 *
 * New rows get `source = "reference"`, the estimated profile of `deriveEstimatedProfile` and, when
 * simple-icons has the brand, its real mark. Inserted 1,000 rows per statement.
 */

const LOCK_KEY = 724_301_911;
const BATCH = 1_000;

export interface ReferenceSeedResult {
  created: number;
  /** Curated brands whose gaps were filled from their company. */
  merged: number;
  /** Companies already in the catalogue. */
  skipped: number;
}

/** The reference facts kept in `data.reference`, shown on the sponsor's Overview. */
export function referenceData(company: ReferenceCompany): Record<string, unknown> {
  return {
    listedName: company.name,
    name: REFERENCE_SOURCE.name,
    url: REFERENCE_SOURCE.url,
    date: REFERENCE_SOURCE.date,
    sector: company.sector,
    industry: company.industry,
    inSp500: company.inSp500,
  };
}

function headquartersOf(company: ReferenceCompany): string {
  const country = countryNameOf(company.country);
  return company.city ? `${company.city}, ${country}` : country;
}

export async function seedReferenceCompanies(
  db: Db,
  options: { limit?: number } = {},
): Promise<ReferenceSeedResult> {
  const companies = readReferenceCompanies(options.limit);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const existing = await tx
      .select({
        id: sponsorBrands.id,
        name: sponsorBrands.name,
        domain: sponsorBrands.domain,
        country: sponsorBrands.country,
        city: sponsorBrands.city,
        website: sponsorBrands.website,
        marketCapBand: sponsorBrands.marketCapBand,
        source: sponsorBrands.source,
        data: sponsorBrands.data,
      })
      .from(sponsorBrands);
    const index = new SameCompanyIndex(existing);
    const marks = new Map<string, Promise<string>>();
    const rows: (typeof sponsorBrands.$inferInsert)[] = [];
    let merged = 0;
    let skipped = 0;
    for (const company of companies) {
      const identity = { name: company.name, domain: company.domain, country: company.country };
      const match = index.find(identity);
      if (match) {
        skipped++;
        if (match.source === "curated" && (await fillCuratedGaps(tx, match, company))) merged++;
        continue;
      }
      index.add({
        ...identity,
        id: 0,
        city: null,
        website: null,
        marketCapBand: null,
        source: "reference",
        data: {},
      });
      const derived = estimateReferenceCompany(company);
      rows.push({
        name: company.name,
        industry: derived.industry,
        headquarters: headquartersOf(company),
        overview: company.summary,
        website: company.domain ? `https://${company.domain}` : null,
        domain: company.domain,
        country: company.country,
        city: company.city,
        source: "reference",
        marketCapBand: company.marketCapBand,
        logo: await storeBrandMark({ name: company.name, domain: company.domain }, marks),
        profile: derived.profile,
        data: { reference: referenceData(company) },
      });
    }
    let created = 0;
    for (let start = 0; start < rows.length; start += BATCH) {
      const inserted = await tx
        .insert(sponsorBrands)
        .values(rows.slice(start, start + BATCH))
        .onConflictDoNothing()
        .returning({ id: sponsorBrands.id });
      created += inserted.length;
    }
    return { created, merged, skipped };
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Fill a curated brand's empty columns from its company; answers whether anything changed. */
async function fillCuratedGaps(
  tx: Tx,
  row: {
    id: number;
    domain: string | null;
    country: string | null;
    city: string | null;
    website: string | null;
    marketCapBand: string | null;
    data: Record<string, unknown>;
  },
  company: ReferenceCompany,
): Promise<boolean> {
  const patch: Partial<typeof sponsorBrands.$inferInsert> = {};
  if (!row.domain && company.domain) patch.domain = company.domain;
  if (!row.website && company.domain) patch.website = `https://${company.domain}`;
  if (!row.country) patch.country = company.country;
  if (!row.city && company.city) patch.city = company.city;
  if (!row.marketCapBand && company.marketCapBand) patch.marketCapBand = company.marketCapBand;
  const needsData = !row.data.reference;
  if (Object.keys(patch).length === 0 && !needsData) return false;
  await tx
    .update(sponsorBrands)
    .set({
      ...patch,
      ...(needsData
        ? {
            data: sql`${sponsorBrands.data} || ${JSON.stringify({ reference: referenceData(company) })}::jsonb`,
          }
        : {}),
    })
    .where(eq(sponsorBrands.id, row.id));
  Object.assign(row, patch, needsData ? { data: { ...row.data, reference: true } } : {});
  return true;
}
