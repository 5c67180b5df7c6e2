/**
 * The market's sourced deals (leagues, teams and events of other rights-holders, from Behind the
 * Jersey's open data): the shapes they are reported in and the pure rules that read them. Values
 * are kept as reported; the helpers below only read them, and answer null rather than guess.
 */

import { formatDayFirst } from "./dates";

export const MARKET_PROPERTY_KINDS = ["league", "team", "event"] as const;
export type MarketPropertyKind = (typeof MARKET_PROPERTY_KINDS)[number];

/** A deal's value exactly as its source reported it. */
export interface ReportedValue {
  amount: number;
  /** ISO code as reported (EUR, USD, GBP). */
  currency: string | null;
  /** "m" or "million" (millions), "total" (the amount is in whole units), as reported. */
  unit: string | null;
  /** "year", "season", "total", "10 years", as reported. */
  per: string | null;
  /** The amount is a ceiling or a circa figure ("up to"). */
  upTo: boolean;
  /** The source's own US-dollar approximation, when it gave one. */
  usdApprox: number | null;
}

export interface DealSource {
  name: string;
  url: string | null;
  /** ISO date (YYYY-MM-DD) of the publication or of the fetch, as reported. */
  date: string | null;
}

/** The credit line that must accompany the market data wherever it is shown. */
export const MARKET_CREDIT =
  "Behind the Jersey, https://github.com/Behind-the-Jersey/data (CC BY 4.0)";

/**
 * A deal's source in a few words: the site it was published on (else the source's name) and its
 * date, "livgolf.com, 25 Sep 2026".
 */
export function sourceLabel(source: DealSource): string {
  let site = source.name;
  if (source.url) {
    try {
      site = new URL(source.url).hostname.replace(/^www\./, "");
    } catch {
      // A source URL that does not parse is shown by its name.
    }
  }
  const day = formatDayFirst(source.date);
  return day ? `${site}, ${day}` : site;
}

/**
 * The first and last calendar years a reported period names: "2023" → 2023, "2025-26" (a
 * season) → 2025 and 2026, "2006-02" (a month) → 2006. Null where nothing was reported.
 */
export function reportedYears(
  from: string | null,
  to: string | null,
): { start: number | null; end: number | null } {
  const first = (text: string | null) => {
    const match = text?.match(/^(\d{4})/);
    return match ? Number(match[1]) : null;
  };
  const last = (text: string | null) => {
    const season = text?.match(/^(\d{4})-(\d{2})$/);
    // "2028-29" is a season ending in 2029; "2006-02" is February 2006 (a month, not a season).
    if (season && Number(season[2]) === (Number(season[1]) + 1) % 100) return Number(season[1]) + 1;
    return first(text);
  };
  return { start: first(from), end: last(to) };
}

/**
 * The statuses of a live deal: running (Active) or signed to start later (Pending). A brand with
 * a live deal with a property is its current partner, not a prospect.
 */
export const LIVE_DEAL_STATUSES = ["Active", "Pending"] as const;

/**
 * A sourced deal's status on a day: Expired once its reported end year is past, Pending while its
 * start year is ahead, otherwise Active (a partner listed without dates is a current partner as
 * of its source).
 */
export function marketDealStatus(from: string | null, to: string | null, today: Date): string {
  const year = today.getUTCFullYear();
  const { start, end } = reportedYears(from, to);
  if (end !== null && end < year) return "Expired";
  if (start !== null && start > year) return "Pending";
  return "Active";
}

const MILLIONS = new Set(["m", "million", "millions", "mn"]);

/**
 * The source's US-dollar approximation in whole dollars, or null when it gave none. Most sources
 * write it in the amount's unit (millions); a few write whole dollars, which a figure of 10,000 or
 * more tells apart (no sponsorship is worth ten billion dollars a year).
 */
export function usdDollarsOf(value: ReportedValue | null): number | null {
  if (!value || value.usdApprox === null) return null;
  const inMillions = MILLIONS.has((value.unit ?? "").toLowerCase()) && value.usdApprox < 10_000;
  return Math.round(inMillions ? value.usdApprox * 1_000_000 : value.usdApprox);
}

const CURRENCY_SIGNS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£" };

function moneyText(amount: number, currency: string | null, millions: boolean): string {
  const figure = millions
    ? `${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}m`
    : amount.toLocaleString("en-US", { maximumFractionDigits: 0 });
  const sign = currency ? CURRENCY_SIGNS[currency.toUpperCase()] : undefined;
  if (sign) return `${sign}${figure}`;
  return currency ? `${currency.toUpperCase()} ${figure}` : figure;
}

/**
 * A reported value in words, as reported: "Up to £10m a year (about $13m)", "€22m a year",
 * "$5m over 3 years". The US-dollar figure is the source's own approximation, never computed.
 */
export function reportedValueText(value: ReportedValue): string {
  const millions = MILLIONS.has((value.unit ?? "").toLowerCase());
  const per = (value.per ?? "").trim().toLowerCase();
  const period =
    per === "" || per === "total"
      ? ""
      : per === "year" || per === "season"
        ? ` a ${per}`
        : /^\d/.test(per)
          ? ` over ${per}`
          : ` per ${per}`;
  const usd = usdDollarsOf(value);
  const approx =
    usd !== null && (value.currency ?? "").toUpperCase() !== "USD"
      ? ` (about ${usd >= 1_000_000 ? moneyText(usd / 1_000_000, "USD", true) : moneyText(usd, "USD", false)})`
      : "";
  return `${value.upTo ? "Up to " : ""}${moneyText(value.amount, value.currency, millions)}${period}${approx}`;
}
