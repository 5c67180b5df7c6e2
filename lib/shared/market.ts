/**
 * The market's sourced deals (leagues, teams and events of other rights-holders, from Behind the
 * Jersey's open data): the shapes they are reported in and the pure rules that read them. Values
 * are kept as reported; the helpers below only read them, and answer null rather than guess.
 */

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

/** "values reported for 38 of 112 deals": how many of the counted deals carry a US-dollar value. */
export const coverageText = (valued: number, deals: number) =>
  `values reported for ${valued} of ${deals} deal${deals === 1 ? "" : "s"}`;

/** An amount in its currency as written, without rounding it: "€2.35", "$170", "£1,600,000". */
function amountIn(amount: number, currency: string | null): string {
  const plain = amount.toLocaleString("en-US", { maximumFractionDigits: 3 });
  if (!currency) return plain;
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 3,
    }).format(amount);
  } catch {
    return `${currency} ${plain}`;
  }
}

/** Whole dollars as a reader takes them in: "$13 million", "$1.75 million", "$950,000". */
function dollarsText(dollars: number): string {
  if (dollars < 1_000_000) return amountIn(dollars, "USD");
  const millions = (dollars / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 2 });
  return `$${millions} million`;
}

/** What a reported amount covers: "per year", "per season", "in total", "over 10 years". */
function periodWords(per: string | null): string | null {
  const text = per?.trim();
  if (!text) return null;
  if (text.toLowerCase() === "total") return "in total";
  if (/^\d/.test(text)) return `over ${text}`;
  return `per ${text}`;
}

/**
 * A sourced deal's value in words, as its source reported it: the amount and currency, its unit,
 * what it covers, "up to" for a ceiling or circa figure, and the source's own US-dollar
 * approximation when the currency is another ("up to £10 million per year (about $13 million)").
 * Nothing is converted or estimated here.
 */
export function formatReportedValue(value: ReportedValue): string {
  const unit = value.unit?.trim() ?? "";
  const amount = amountIn(value.amount, value.currency);
  const scaled = MILLIONS.has(unit.toLowerCase())
    ? `${amount} million`
    : unit && unit.toLowerCase() !== "total"
      ? `${amount} ${unit}`
      : amount;
  const usd = value.currency?.toUpperCase() === "USD" ? null : usdDollarsOf(value);
  return [
    value.upTo ? "up to" : null,
    scaled,
    periodWords(value.per),
    usd === null ? null : `(about ${dollarsText(usd)})`,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * How a source is cited: its site's host name (without "www.") linked to the page, or the name it
 * is cited by when it has no address.
 */
export function sourceLabel(source: DealSource): { text: string; href: string | null } {
  if (!source.url) return { text: source.name, href: null };
  try {
    const url = new URL(source.url);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("not a web page");
    return { text: url.hostname.replace(/^www\./, ""), href: url.href };
  } catch {
    return { text: source.name, href: null };
  }
}
