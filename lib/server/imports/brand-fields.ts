import "server-only";
import { deriveEstimatedProfile } from "@/lib/server/catalogue/derive-profile";
import type { sponsorBrands } from "@/lib/server/db/schema";
import { countryByCode } from "@/lib/shared/countries";
import type { ImportValues } from "./validate";

type BrandRow = typeof sponsorBrands.$inferSelect;
type BrandInsert = typeof sponsorBrands.$inferInsert;

/** What an imported row stores in `sponsor_brands.data` beside the columns. */
function dataOf(values: ImportValues, importId: number): Record<string, unknown> {
  const data: Record<string, unknown> = { source: "import", importId };
  if (values.website) data.website = values.website;
  if (values.revenueUsd !== null) {
    data.annualRevenue = {
      amountUsd: values.revenueUsd,
      year: new Date().getFullYear(),
      isEstimate: false,
      source: "Imported prospect list",
    };
  }
  return data;
}

function headquartersOf(values: ImportValues): string | null {
  const country = values.country ? (countryByCode(values.country)?.name ?? values.country) : null;
  const text = [values.city, country].filter(Boolean).join(", ");
  return text ? text.slice(0, 255) : null;
}

/**
 * The matching profile of an imported brand: estimated from its industry and home country by the
 * same rules as the listed companies (docs/matching.md), and marked as an estimate. Without an
 * industry there is nothing to estimate from, so the profile stays empty and the engine scores the
 * brand neutrally, with low confidence.
 */
function profileOf(values: ImportValues): BrandInsert["profile"] {
  if (!values.industry) return null;
  return deriveEstimatedProfile({
    catalogueIndustry: values.industry,
    description: values.description,
    country: values.country,
    marketCapBand: null,
  }).profile;
}

/** A new catalogue brand from an imported row. */
export function newBrandFields(
  values: ImportValues,
  importId: number,
  userId: number | null,
): BrandInsert {
  return {
    name: values.name,
    industry: values.industry,
    headquarters: headquartersOf(values),
    overview: values.description,
    website: values.website,
    domain: values.domain,
    country: values.country,
    city: values.city,
    source: "import",
    profile: profileOf(values),
    data: dataOf(values, importId),
    createdBy: userId,
  };
}

/**
 * The changes merging an imported row into an existing brand makes: only fields the brand has
 * empty are filled; nothing it already holds is overwritten. Null when there is nothing to fill.
 */
export function mergedBrandFields(
  brand: BrandRow,
  values: ImportValues,
  importId: number,
): Partial<BrandInsert> | null {
  const changes: Partial<BrandInsert> = {};
  if (!brand.industry && values.industry) changes.industry = values.industry;
  if (!brand.website && values.website) {
    changes.website = values.website;
    if (!brand.domain) changes.domain = values.domain;
  }
  if (!brand.country && values.country) changes.country = values.country;
  if (!brand.city && values.city) changes.city = values.city;
  if (!brand.overview && values.description) changes.overview = values.description;
  if (!brand.headquarters) {
    const headquarters = headquartersOf(values);
    if (headquarters) changes.headquarters = headquarters;
  }
  if (!brand.profile) {
    const profile = profileOf(values);
    if (profile) changes.profile = profile;
  }
  const incoming = dataOf(values, importId);
  const data = { ...brand.data };
  let dataChanged = false;
  for (const key of ["website", "annualRevenue"] as const) {
    if (incoming[key] !== undefined && (data[key] === undefined || data[key] === null)) {
      data[key] = incoming[key];
      dataChanged = true;
    }
  }
  if (dataChanged) changes.data = data;
  return Object.keys(changes).length ? changes : null;
}
