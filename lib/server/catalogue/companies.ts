import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { CompanyScale } from "@/lib/shared/profile";
import { deriveEstimatedProfile, type EstimatedProfile } from "./derive-profile";

/**
 * The reference catalogue of real listed companies shipped with the app
 * (`lib/server/seed/data/companies/companies.json.gz`, built by `scripts/build-company-data.ts`;
 * sources and licences in the SOURCE.md beside it). No sponsorship facts are in it: everything the
 * matching engine needs is estimated from it by `derive-profile.ts`.
 */

/** Market-capitalisation bands of the source data are the profile's company scales. */
export type MarketCapBand = CompanyScale;

export const COMPANY_COLUMNS = [
  "name",
  "domain",
  "summary",
  "sector",
  "industry",
  "country",
  "city",
  "marketCap",
  "sp500",
] as const;

/** One row of the data file, in COMPANY_COLUMNS order. */
export type CompanyRow = [
  name: string,
  domain: string | null,
  summary: string | null,
  sector: string | null,
  industry: string | null,
  country: string,
  city: string | null,
  marketCap: MarketCapBand | null,
  sp500: 0 | 1,
];

export interface ReferenceCompany {
  name: string;
  /** Bare lower-case web domain; null for the S&P 500 rows, which have none. */
  domain: string | null;
  summary: string | null;
  /** GICS sector ("Consumer Discretionary") and industry, or sub-industry for S&P 500 rows. */
  sector: string | null;
  industry: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  city: string | null;
  marketCapBand: MarketCapBand | null;
  inSp500: boolean;
}

/** Where the reference companies come from, as the detail page names it. */
export const REFERENCE_SOURCE = {
  name: "FinanceDatabase (Jeroen Bouma, MIT licence) and the S&P 500 constituents list",
  url: "https://github.com/JerBouma/FinanceDatabase",
  /** Date of the dataset commit the file was built from. */
  date: "2026-08-16",
} as const;

export const COMPANY_DATA_FILE = path.join(
  process.cwd(),
  "lib",
  "server",
  "seed",
  "data",
  "companies",
  "companies.json.gz",
);

/**
 * The companies of the data file, largest first (market-cap band, S&P 500 members first within a
 * band, then name). `limit` keeps the first rows only.
 */
export function readReferenceCompanies(
  limit = Infinity,
  file = COMPANY_DATA_FILE,
): ReferenceCompany[] {
  const data = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as {
    companies: CompanyRow[];
  };
  return data.companies
    .slice(0, Math.min(limit, data.companies.length))
    .map(([name, domain, summary, sector, industry, country, city, marketCap, sp500]) => ({
      name,
      domain,
      summary,
      sector,
      industry,
      country,
      city,
      marketCapBand: marketCap,
      inSp500: sp500 === 1,
    }));
}

/** The estimated industry and profile of a reference company (see derive-profile.ts). */
export function estimateReferenceCompany(company: ReferenceCompany): EstimatedProfile {
  return deriveEstimatedProfile({
    gicsIndustry: company.industry,
    sector: company.sector,
    description: company.summary,
    country: company.country,
    // S&P 500 members without a band are large caps by the index's own rules.
    marketCapBand: company.marketCapBand ?? (company.inSp500 ? "large" : null),
  });
}
