/**
 * Pure rules of the current-sponsors view: premium grouping, status pills, search, tabs, the
 * headline figures, labels and money. No React and no database here: the server applies them to
 * a property's deals (the page's overview) and they are unit-tested on their own.
 */
import type { DealTab } from "@/lib/shared/current-sponsors-params";
import { CARD_CONFLICTS } from "@/lib/shared/deal-groups";
import type { DealOverview, SponsorDeal } from "@/lib/shared/schemas/deal";

/** Premium levels: Title, Presenting or Diamond as a whole word, in any case. */
const PREMIUM_LEVEL = /\b(title|presenting|diamond)\b/i;

export const isPremiumLevel = (level: string | null | undefined) => PREMIUM_LEVEL.test(level ?? "");

export function groupDeals<T extends Pick<SponsorDeal, "sponsorshipLevel">>(deals: readonly T[]) {
  return {
    premium: deals.filter((deal) => isPremiumLevel(deal.sponsorshipLevel)),
    standard: deals.filter((deal) => !isPremiumLevel(deal.sponsorshipLevel)),
  };
}

export type StatusTone = "success" | "warning" | "expired" | "neutral";

/** Active green, Pending amber, Expired red; anything else neutral grey. */
export function statusTone(status: string | null | undefined): StatusTone {
  switch (status) {
    case "Active":
      return "success";
    case "Pending":
      return "warning";
    case "Expired":
      return "expired";
    default:
      return "neutral";
  }
}

/** Search over sponsor name, industry and level, case-insensitive. */
export function matchesDealSearch(
  deal: Pick<SponsorDeal, "sponsorName" | "industry" | "sponsorshipLevel">,
  search: string,
): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [deal.sponsorName, deal.industry, deal.sponsorshipLevel].some((field) =>
    (field ?? "").toLowerCase().includes(term),
  );
}

export function filterDeals<T extends SponsorDeal>(
  deals: readonly T[],
  { tab, search }: { tab: DealTab; search: string },
): T[] {
  return deals.filter(
    (deal) => (tab === "All" || deal.status === tab) && matchesDealSearch(deal, search),
  );
}

/** Deals per tab after the search, for the tab counts. */
export function countByTab(deals: readonly SponsorDeal[], search: string): Record<DealTab, number> {
  const found = deals.filter((deal) => matchesDealSearch(deal, search));
  return {
    All: found.length,
    Active: found.filter((deal) => deal.status === "Active").length,
    Pending: found.filter((deal) => deal.status === "Pending").length,
    Expired: found.filter((deal) => deal.status === "Expired").length,
  };
}

/** Headline figures over every deal of the property: what is live, what it is worth, what clashes. */
export function dealStats(deals: readonly SponsorDeal[]): DealOverview["stats"] {
  const active = deals.filter((deal) => deal.status === "Active");
  return {
    total: deals.length,
    samples: deals.filter((deal) => deal.isSample).length,
    active: active.length,
    activeValueCents: active
      .filter((deal) => deal.currency === "USD")
      .reduce((sum, deal) => sum + deal.valueCents, 0),
    pending: deals.filter((deal) => deal.status === "Pending").length,
    conflicted: deals.filter((deal) => deal.conflicts.length > 0).length,
  };
}

/**
 * The page's view of a property's deals: the figures over all of them, the tab counts after the
 * search, and the first `premium` and `standard` cards of each group after the tab and search,
 * each card with its first few conflicts and their count.
 */
export function dealOverview(
  deals: readonly SponsorDeal[],
  view: { tab: DealTab; search: string; premium: number; standard: number },
): Omit<DealOverview, "coverage"> {
  const { premium, standard } = groupDeals(filterDeals(deals, view));
  const cards = (group: SponsorDeal[], limit: number) => ({
    items: group.slice(0, limit).map((deal) => ({
      ...deal,
      conflicts: deal.conflicts.slice(0, CARD_CONFLICTS),
      conflictCount: deal.conflicts.length,
    })),
    total: group.length,
  });
  return {
    stats: dealStats(deals),
    counts: countByTab(deals, view.search),
    premium: cards(premium, view.premium),
    standard: cards(standard, view.standard),
  };
}

/**
 * The level plus " Sponsor" ("Title Sponsor", "Diamond Sponsor"), except for levels that already
 * name a role ("Official Partner", "Official Supplier"), which would otherwise read twice.
 */
export function levelLabel(level: string | null | undefined): string {
  const text = (level ?? "").trim();
  if (!text) return "Official Sponsor";
  return /\b(sponsor|partner|supplier|provider)$/i.test(text) ? text : `${text} Sponsor`;
}

/** Whole units with thousands separators: "$1,250,000" for USD, "€900,000" for EUR. */
export function formatDealValue(valueCents: number, currency = "USD"): string {
  const units = Math.round(valueCents / 100);
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(units);
  } catch {
    return `${currency} ${units.toLocaleString("en-US")}`;
  }
}

/** "2,500,000", "$2.5m" or "750k" as typed by people → a number; null when it is not one. */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[\s,$€£]/g, "");
  const match = /^(\d+(?:\.\d+)?)([kmb])?$/i.exec(cleaned);
  if (!match) return null;
  const scales: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };
  const scale = scales[(match[2] ?? "").toLowerCase()] ?? 1;
  return Math.round(Number(match[1]) * scale * 100) / 100;
}

/** Suggestions of the level field; any text is allowed. */
export const LEVEL_SUGGESTIONS = [
  "Title",
  "Presenting",
  "Diamond",
  "Platinum",
  "Gold",
  "Official Partner",
  "Category Partner",
  "Official Supplier",
  "Official Sponsor",
] as const;

export const ACTIVATION_SUGGESTIONS = [
  "Naming Rights",
  "Broadcast Integration",
  "Hospitality",
  "Venue Branding",
  "Digital Content",
  "Social Media",
  "Fan Zone",
  "Player Ambassadors",
  "Product Sampling",
  "Experiential",
] as const;

export const CURRENCIES = ["USD", "EUR", "GBP", "AUD", "SAR", "AED", "JPY"] as const;

/** Default level of a new sponsor. */
export const DEFAULT_LEVEL = "Official Sponsor";
