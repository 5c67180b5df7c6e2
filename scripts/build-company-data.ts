// Rebuild lib/server/seed/data/companies/companies.json.gz from the reference datasets:
//   npx tsx scripts/build-company-data.ts [folder holding equities.csv.gz and sp500.csv]
// Keeps only the columns the catalogue uses, shortens the business summaries, converts country
// names to ISO-2 codes and adds the S&P 500 constituents the equities file lacks. See the
// SOURCE.md beside the output for what was taken from where.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync, gunzipSync, constants } from "node:zlib";
import { parse } from "csv-parse/sync";
import { countryCodeOf } from "@/lib/server/catalogue/world";
import { normalisedCompanyName } from "@/lib/shared/company-identity";
import {
  COMPANY_COLUMNS,
  type CompanyRow,
  type MarketCapBand,
} from "@/lib/server/catalogue/companies";
import { COMPANY_SCALES } from "@/lib/shared/profile";

const from = process.argv[2] ?? path.join(process.cwd(), "..", "shared", "data", "companies");
const out = path.join(process.cwd(), "lib", "server", "seed", "data", "companies");
const SUMMARY_MAX = 600;

const BAND_OF: Record<string, MarketCapBand> = {
  "Mega Cap": "mega",
  "Large Cap": "large",
  "Mid Cap": "mid",
  "Small Cap": "small",
  "Micro Cap": "micro",
  "Nano Cap": "nano",
};

/** The summary cut after its last full sentence within the limit (else at a word, with "…"). */
function shorten(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= SUMMARY_MAX) return clean;
  const head = clean.slice(0, SUMMARY_MAX);
  const end = head.lastIndexOf(". ");
  if (end >= 120) return head.slice(0, end + 1);
  return `${head.slice(0, head.lastIndexOf(" "))}…`;
}

type Csv = Record<string, string>;
const equities: Csv[] = parse(gunzipSync(readFileSync(path.join(from, "equities.csv.gz"))), {
  columns: true,
});
const sp500: Csv[] = parse(readFileSync(path.join(from, "sp500.csv")), { columns: true });
const spNames = new Set(
  sp500.map((row) => normalisedCompanyName(row.Security!.replace(/\s*\(Class [A-Z]\)$/, ""))),
);

const rows: CompanyRow[] = [];
const unknownCountries = new Map<string, number>();
for (const row of equities) {
  const country = countryCodeOf(row.country ?? "");
  if (!country) {
    unknownCountries.set(row.country ?? "", (unknownCountries.get(row.country ?? "") ?? 0) + 1);
    continue;
  }
  rows.push([
    row.name!.trim(),
    row.website!.trim().toLowerCase(),
    shorten(row.summary ?? ""),
    row.sector || null,
    row.industry || row.industry_group || null,
    country,
    row.city?.trim() || null,
    BAND_OF[row.market_cap ?? ""] ?? null,
    spNames.has(normalisedCompanyName(row.name!)) ? 1 : 0,
  ]);
}
const inEquities = new Set(rows.map((row) => normalisedCompanyName(row[0])));
let spAdded = 0;
for (const row of sp500) {
  const name = row.Security!.replace(/\s*\(Class [A-Z]\)$/, "").trim();
  if (inEquities.has(normalisedCompanyName(name))) continue;
  inEquities.add(normalisedCompanyName(name));
  const parts = (row["Headquarters Location"] ?? "").split(",").map((part) => part.trim());
  const country = (parts.length > 1 && countryCodeOf(parts[parts.length - 1]!)) || "US";
  rows.push([
    name,
    null,
    null,
    row["GICS Sector"] || null,
    row["GICS Sub-Industry"] || null,
    country,
    parts[0] || null,
    null,
    1,
  ]);
  spAdded++;
}

// Largest first, so that a row limit keeps the companies a seller would recognise. One row per
// name (the database allows one brand per name, whatever the case): the larger listing wins.
const rank = (band: MarketCapBand | null) =>
  band ? COMPANY_SCALES.indexOf(band) : COMPANY_SCALES.length;
rows.sort(
  (a, b) => rank(a[7]) - rank(b[7]) || b[8] - a[8] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
);
const seen = new Set<string>();
const companies = rows.filter((row) => {
  const key = row[0].toLowerCase();
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});

const file = { columns: COMPANY_COLUMNS, companies };
const gz = gzipSync(JSON.stringify(file), { level: constants.Z_BEST_COMPRESSION });
writeFileSync(path.join(out, "companies.json.gz"), gz);
console.log(
  JSON.stringify({
    companies: companies.length,
    sp500Added: spAdded,
    droppedForCountry: Object.fromEntries(unknownCountries),
    bytes: gz.length,
  }),
);
