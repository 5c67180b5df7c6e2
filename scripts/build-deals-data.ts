// Rebuild lib/server/seed/data/deals/market-deals.json from the shared Behind the Jersey files:
//   npx tsx scripts/build-deals-data.ts [folder holding deals.csv and valued-deals.csv]
// Stacks the two files (they share their columns), merges the rows that describe the same deal
// (a league's note, the deal record, a team's kit) and keeps every field as reported. See the
// SOURCE.md beside the output for what was taken.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { mergeDealRows, type DealsCsvRow } from "@/lib/server/seed/market-data";

const from = process.argv[2] ?? path.join(process.cwd(), "..", "shared", "data", "deals");
const out = path.join(process.cwd(), "lib", "server", "seed", "data", "deals");

/**
 * Display names of the leagues. The data's own spelling varies ("LIV Golf" and "LIV Golf League")
 * and leagues known only through their clubs' deals have no league row at all.
 */
const LEAGUE_NAMES: Record<string, string> = {
  "liv-golf": "LIV Golf",
  sailgp: "SailGP",
  "dp-world-tour": "DP World Tour",
  "asian-tour": "Asian Tour",
  "womens-golf": "Women's golf (PIF Global Series, LPGA)",
  "icc-cricket": "ICC",
  "atp-tour": "ATP Tour",
  "wta-tour": "WTA Tour",
  "formula-1": "Formula 1",
  "serie-a": "Serie A",
  bundesliga: "Bundesliga",
  "premier-league": "Premier League",
  "la-liga": "LaLiga",
  mls: "MLS",
  "fa-cup": "FA Cup",
  "ligue-1": "Ligue 1",
  "womens-super-league": "Women's Super League",
  mlb: "MLB",
  euroleague: "EuroLeague",
  nba: "NBA",
  nfl: "NFL",
};

const read = (file: string): DealsCsvRow[] =>
  parse(readFileSync(path.join(from, file)), { columns: true, skip_empty_lines: true });

const rows = [...read("deals.csv"), ...read("valued-deals.csv")];
const data = mergeDealRows(rows, LEAGUE_NAMES);
writeFileSync(path.join(out, "market-deals.json"), `${JSON.stringify(data, null, 1)}\n`);
console.log(
  JSON.stringify({
    rows: rows.length,
    deals: data.deals.length,
    properties: data.properties.length,
    withValue: data.deals.filter((deal) => deal.value).length,
    withoutSource: data.deals.filter((deal) => !deal.source).length,
  }),
);
