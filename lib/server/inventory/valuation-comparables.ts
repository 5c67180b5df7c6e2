/**
 * The comparable-deals side of a valuation, as pure rules (unit-tested): a sourced deal's value
 * per year in US dollars, how well a deal's placement matches the assets being valued, and the
 * order comparables are chosen in. Values are read as reported; nothing is converted with an
 * invented exchange rate, and a deal whose value per year cannot be read is left out.
 */
import type { AssetCategory } from "@/lib/shared/inventory";
import { reportedYears, usdDollarsOf, type ReportedValue } from "@/lib/shared/market";

const MILLIONS = new Set(["m", "million", "millions", "mn"]);

/**
 * A reported value as US dollars a year, with the years it was divided by: a value per year or
 * season is taken as it is; a total over a stated number of years ("10 years") or over the
 * reported period ("total" with both ends known) is divided by those years. A value in US dollars
 * is read from its amount; another currency only through the source's own US-dollar
 * approximation. Null when any of that is unknown.
 */
export function valuePerYearUsd(
  value: ReportedValue,
  from: string | null,
  to: string | null,
): { dollars: number; years: number | null } | null {
  const scale = MILLIONS.has((value.unit ?? "").trim().toLowerCase()) ? 1_000_000 : 1;
  const dollars =
    value.currency?.toUpperCase() === "USD" ? value.amount * scale : usdDollarsOf(value);
  if (dollars === null || !Number.isFinite(dollars) || dollars <= 0) return null;
  // Counted by first years, so "2026-27" to "2030-31" is five seasons and "2024" to "2026" three.
  const start = reportedYears(from, null).start;
  const last = reportedYears(to, null).start;
  const period = start !== null && last !== null && last >= start ? last - start + 1 : null;
  const per = (value.per ?? "").trim().toLowerCase();
  if (per === "year" || per === "season" || per === "annual")
    return { dollars: Math.round(dollars), years: period };
  const stated = per.match(/^(\d+)\s*(years?|seasons?)$/);
  if (stated && Number(stated[1]) > 0) {
    const years = Number(stated[1]);
    return { dollars: Math.round(dollars / years), years };
  }
  if (per === "total" && period !== null)
    return { dollars: Math.round(dollars / period), years: period };
  return null;
}

/** The placement families a deal's reported level or placement is read into. */
export type Placement = "naming" | "title" | "kit" | "partner" | "supplier";

/** "stadium" → naming rights; "front", "sleeve" → kit; "league-partner" → partner; ... */
export function placementOf(level: string): Placement {
  const text = level.toLowerCase();
  if (/stadium|arena|naming/.test(text)) return "naming";
  if (/title|presenting/.test(text)) return "title";
  if (/front|sleeve|back|patch|kit|shirt|jersey/.test(text)) return "kit";
  if (/supplier|supporter/.test(text)) return "supplier";
  return "partner";
}

/**
 * How well (0 to 1) a deal of each placement stands for an asset of each category: naming assets
 * against naming and title deals; signage and a team's kit against shirt, sleeve and patch deals
 * (branding seen in the venue and on screen); broadcast, digital and content against partner
 * deals (a partner's rights are mostly media); licensing against supplier deals.
 */
const AFFINITY: Record<AssetCategory, Partial<Record<Placement, number>>> = {
  naming: { naming: 1, title: 1, partner: 0.4, kit: 0.3 },
  signage: { kit: 1, partner: 0.6, naming: 0.3, title: 0.3 },
  broadcast: { partner: 0.8, kit: 0.6, title: 0.4 },
  digital: { partner: 0.8, kit: 0.3 },
  hospitality: { partner: 0.6, supplier: 0.3 },
  experiential: { partner: 0.7, supplier: 0.3 },
  content: { partner: 0.8, kit: 0.2 },
  licensing: { supplier: 1, partner: 0.6 },
  other: { kit: 0.8, partner: 0.7, supplier: 0.3 },
};

/**
 * A deal's placement similarity to a selection: the affinity of its placement to each category
 * selected, weighted by that category's share of the selection's rate-card value (or its units
 * when nothing is priced).
 */
export function placementSimilarity(
  placement: Placement,
  weights: ReadonlyMap<AssetCategory, number>,
): number {
  let total = 0;
  let score = 0;
  for (const [category, weight] of weights) {
    total += weight;
    score += weight * (AFFINITY[category]?.[placement] ?? 0);
  }
  return total > 0 ? Math.round((score / total) * 100) / 100 : 0;
}

export interface RankedDeal {
  sameSport: boolean;
  similarity: number;
  /** A league like the property valued (a league's reach is nearer a league's than a team's). */
  sameKind: boolean;
  startSeason: number | null;
}

/**
 * The order comparables are chosen in: same sport first; then placement similarity; then a
 * property of the same kind (no audience figures exist for market properties, so the kind stands
 * in for reach); then the most recent. A deal with no placement similarity from another sport is
 * not comparable at all.
 */
export function rankComparables<T extends RankedDeal>(deals: readonly T[], limit: number): T[] {
  return deals
    .filter((deal) => deal.sameSport || deal.similarity > 0)
    .toSorted(
      (a, b) =>
        Number(b.sameSport) - Number(a.sameSport) ||
        b.similarity - a.similarity ||
        Number(b.sameKind) - Number(a.sameKind) ||
        (b.startSeason ?? 0) - (a.startSeason ?? 0),
    )
    .slice(0, limit);
}

/** The value at fraction `p` (0 to 1) of sorted values, interpolated. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}
