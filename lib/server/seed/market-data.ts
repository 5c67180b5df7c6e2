import { normalisedCompanyName } from "@/lib/shared/company-identity";
import {
  MARKET_CREDIT,
  type DealSource,
  type MarketPropertyKind,
  type ReportedValue,
} from "@/lib/shared/market";

/**
 * Turning the shared Behind the Jersey deal files (deals.csv, valued-deals.csv) into the shipped
 * seed file. Pure: `scripts/build-deals-data.ts` reads and writes the files, the unit tests feed
 * rows directly. Every field is kept as the source reported it; nothing is estimated.
 */

export const MARKET_LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/";

/** One row of the shared CSV files (both have the same 20 columns). */
export type DealsCsvRow = Record<
  | "property"
  | "property_kind"
  | "league_id"
  | "sport"
  | "sponsor_name"
  | "sponsor_id"
  | "level_or_placement"
  | "from"
  | "to"
  | "value_amount"
  | "value_currency"
  | "value_unit"
  | "value_per"
  | "value_up_to"
  | "value_usd_approx"
  | "source_name"
  | "source_date"
  | "source_url"
  | "note"
  | "record_path",
  string
>;

export interface MarketPropertyRecord {
  key: string;
  name: string;
  kind: MarketPropertyKind;
  sport: string;
  leagueId: string;
  /** The league a team or event belongs to; null for a league. */
  parentKey: string | null;
}

export interface MarketDealRecord {
  /** Stable identity of the deal: the seed upserts by it. */
  key: string;
  propertyKey: string;
  /** The property as the source spells it ("LIV Golf League", "Crushers GC"). */
  reportedProperty: string;
  sponsorId: string | null;
  sponsorName: string;
  /** Tier words or placement, as reported ("Global Partners", "front", "league-partner"). */
  level: string;
  from: string | null;
  to: string | null;
  value: ReportedValue | null;
  source: DealSource | null;
  note: string | null;
  /** The Behind the Jersey records the deal was taken from (several when rows overlapped). */
  records: string[];
}

export interface MarketDataFile {
  credit: string;
  licence: string;
  properties: MarketPropertyRecord[];
  deals: MarketDealRecord[];
}

type RowType = "league-note" | "deal" | "kit";

export function rowTypeOf(row: Pick<DealsCsvRow, "record_path">): RowType {
  if (row.record_path.startsWith("data/leagues/")) return "league-note";
  if (row.record_path.startsWith("data/kits/")) return "kit";
  return "deal";
}

const blank = (text: string | undefined) => {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** A number cell exactly as written ("8.25", "1600000"), or null when empty or not a number. */
function numberCell(text: string): number | null {
  const cell = blank(text);
  if (cell === null || !/^-?\d+(\.\d+)?$/.test(cell)) return null;
  return Number(cell);
}

/** The value fields of a row, or null when the source reported no amount. */
export function reportedValueOf(row: DealsCsvRow): ReportedValue | null {
  const amount = numberCell(row.value_amount);
  if (amount === null) return null;
  return {
    amount,
    currency: blank(row.value_currency),
    unit: blank(row.value_unit),
    per: blank(row.value_per),
    upTo: row.value_up_to.trim() === "true",
    usdApprox: numberCell(row.value_usd_approx),
  };
}

/** Name, URL and date of a row's source; null when it cites none. */
export function sourceOf(row: DealsCsvRow): DealSource | null {
  const source = {
    name: blank(row.source_name),
    url: blank(row.source_url),
    date: blank(row.source_date),
  };
  if (!source.name && !source.url && !source.date) return null;
  return { ...source, name: source.name ?? hostOf(source.url) ?? "Source" };
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  return (
    url
      .replace(/^[a-z]+:\/\//i, "")
      .replace(/^www\./, "")
      .split("/")[0] || null
  );
}

const slug = (text: string) =>
  normalisedCompanyName(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function propertyKeyOf(row: DealsCsvRow): string {
  const kind = row.property_kind.trim();
  if (kind === "league") return `league:${row.league_id}`;
  return `${kind}:${row.league_id}:${slug(row.property)}`;
}

const sponsorKeyOf = (row: DealsCsvRow) =>
  blank(row.sponsor_id) ?? `name:${slug(row.sponsor_name)}`;

/**
 * How good a row's source is: one with a link beats one without, a dated one beats an undated
 * one, the newer date wins, and a deal or kit record beats a league's summary note.
 */
function sourceRank(row: DealsCsvRow): [number, number, string, number] {
  return [
    blank(row.source_url) ? 1 : 0,
    blank(row.source_date) ? 1 : 0,
    row.source_date.trim(),
    rowTypeOf(row) === "league-note" ? 0 : 1,
  ];
}

function betterSource(a: DealsCsvRow, b: DealsCsvRow): DealsCsvRow {
  const [ra, rb] = [sourceRank(a), sourceRank(b)];
  for (let i = 0; i < ra.length; i++) {
    if (ra[i]! > rb[i]!) return a;
    if (ra[i]! < rb[i]!) return b;
  }
  return a;
}

/**
 * "twg-ai" → "TWG AI", "jim-beam" → "Jim Beam": only for a sponsor that no row names (its id is
 * all the data gives). Words of two letters, or without a vowel, are read as initials.
 */
export const nameFromId = (id: string) =>
  id
    .split("-")
    .map((word) =>
      word.length <= 2 || !/[aeiouy]/.test(word)
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");

/**
 * One deal per (league, property, sponsor). A partner can appear as a league's note row, as a
 * deal record and (for a team) as a kit row: the merged deal keeps the note's tier words (the
 * words the property uses), the deal record's dates and value, the best source of the group, and
 * every record it came from.
 */
export function mergeDealRows(
  rows: readonly DealsCsvRow[],
  leagueNames: Readonly<Record<string, string>> = {},
): MarketDataFile {
  const names = new Map<string, string>();
  for (const row of rows) {
    const id = blank(row.sponsor_id);
    const name = blank(row.sponsor_name);
    if (id && name && rowTypeOf(row) !== "league-note" && !names.has(id)) names.set(id, name);
  }
  for (const row of rows) {
    const id = blank(row.sponsor_id);
    const name = blank(row.sponsor_name);
    if (id && name && !names.has(id)) names.set(id, name);
  }

  const properties = new Map<string, MarketPropertyRecord>();
  const groups = new Map<string, DealsCsvRow[]>();
  for (const row of rows) {
    const key = propertyKeyOf(row);
    const kind = row.property_kind.trim() as MarketPropertyKind;
    if (!properties.has(key)) {
      properties.set(key, {
        key,
        name: row.property.trim(),
        kind,
        sport: row.sport.trim(),
        leagueId: row.league_id.trim(),
        parentKey: kind === "league" ? null : `league:${row.league_id}`,
      });
    }
    const dealKey = `${key}|${sponsorKeyOf(row)}`;
    groups.set(dealKey, [...(groups.get(dealKey) ?? []), row]);
  }
  // Every team or event hangs under its league, even a league with no league-level row.
  for (const property of [...properties.values()]) {
    if (property.parentKey && !properties.has(property.parentKey)) {
      properties.set(property.parentKey, {
        key: property.parentKey,
        name: property.leagueId,
        kind: "league",
        sport: property.sport,
        leagueId: property.leagueId,
        parentKey: null,
      });
    }
  }

  const deals: MarketDealRecord[] = [];
  for (const [key, group] of groups) {
    const note = group.find((row) => rowTypeOf(row) === "league-note");
    const records = group.filter((row) => rowTypeOf(row) !== "league-note");
    const valued = records.find((row) => reportedValueOf(row) !== null);
    const dated = valued ?? records.find((row) => blank(row.from) || blank(row.to)) ?? records[0];
    const best = group.reduce(betterSource);
    const first = group[0]!;
    const id = blank(first.sponsor_id);
    const written = blank(records[0]?.sponsor_name) ?? blank(note?.sponsor_name);
    deals.push({
      key,
      propertyKey: propertyKeyOf(first),
      reportedProperty: first.property.trim(),
      sponsorId: id,
      sponsorName: (id ? names.get(id) : null) ?? written ?? nameFromId(id ?? "unknown"),
      level: blank(note?.level_or_placement) ?? blank(first.level_or_placement) ?? "partner",
      from: dated ? blank(dated.from) : null,
      to: dated ? blank(dated.to) : null,
      value: valued ? reportedValueOf(valued) : null,
      source: sourceOf(best),
      note: [...new Set(group.map((row) => blank(row.note)).filter(Boolean))].join("\n") || null,
      records: [...new Set(group.map((row) => row.record_path))].sort(),
    });
  }
  // League names: the spelling its league-level rows use most, else the given name, else the id.
  for (const property of properties.values()) {
    if (property.kind !== "league") continue;
    const given = leagueNames[property.leagueId];
    if (given) {
      property.name = given;
      continue;
    }
    const spellings = new Map<string, number>();
    for (const row of rows) {
      if (propertyKeyOf(row) === property.key)
        spellings.set(row.property.trim(), (spellings.get(row.property.trim()) ?? 0) + 1);
    }
    const top = [...spellings].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0];
    if (top) property.name = top[0];
  }

  const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
  return {
    credit: MARKET_CREDIT,
    licence: MARKET_LICENCE_URL,
    properties: [...properties.values()].sort(byKey),
    deals: deals.sort(byKey),
  };
}
