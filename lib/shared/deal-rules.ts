/**
 * Pure rules of the current-sponsors view: premium grouping, status pills, search, tabs, the
 * headline figures, labels and money. No React and no database here: the server applies them to
 * a property's deals (the page's overview) and they are unit-tested on their own.
 */
import type { DealTab } from "@/lib/shared/current-sponsors-params";
import { formatDate } from "@/lib/shared/dates";
import { CARD_CONFLICTS } from "@/lib/shared/deal-groups";
import { formatReportedValue, usdDollarsOf } from "@/lib/shared/market";
import { formatDealValue } from "@/lib/shared/money";
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

/**
 * A deal's value in US cents, or null when it has none: a user's or sample deal's USD value above
 * zero, or a sourced deal's USD approximation from its source (the rule the insights count by).
 * An undisclosed value is unknown, never zero, and no exchange rate is invented.
 */
export function dealUsdCents(
  deal: Pick<
    SponsorDeal,
    "isSourced" | "valueReported" | "valueCents" | "currency" | "reportedValue"
  >,
): number | null {
  if (deal.isSourced) {
    const dollars = usdDollarsOf(deal.reportedValue);
    return dollars === null ? null : dollars * 100;
  }
  return deal.valueReported && deal.currency === "USD" && deal.valueCents > 0
    ? deal.valueCents
    : null;
}

/**
 * Headline figures over every deal of the property: what is live, what the live deals with a
 * known US-dollar value add up to (and how many they are), what clashes.
 */
export function dealStats(deals: readonly SponsorDeal[]): DealOverview["stats"] {
  const active = deals.filter((deal) => deal.status === "Active");
  const values = active.map(dealUsdCents).filter((cents) => cents !== null);
  return {
    total: deals.length,
    samples: deals.filter((deal) => deal.isSample).length,
    active: active.length,
    activeValueCents: values.reduce((sum, cents) => sum + cents, 0),
    activeValued: values.length,
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

/**
 * The level a card shows: a sourced deal's tier or placement in its source's words (first letter
 * raised: "Global Partners", "Partner", "Front"), any other deal's through `levelLabel`.
 */
export function dealLevelLabel(deal: Pick<SponsorDeal, "isSourced" | "sponsorshipLevel">): string {
  if (!deal.isSourced) return levelLabel(deal.sponsorshipLevel);
  const text = deal.sponsorshipLevel.trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "Partner";
}

/** "with Majesticks Golf Club": the team or event of the league a sourced deal is with. */
export function dealPropertyText(
  deal: Pick<SponsorDeal, "property" | "propertyKind">,
): string | null {
  return deal.property && (deal.propertyKind === "team" || deal.propertyKind === "event")
    ? `with ${deal.property}`
    : null;
}

/**
 * A deal's period: a sourced deal's as reported ("2026", "2024 – 2029", "From 2025"), any other's
 * dates ("Jan 1, 2024 – Dec 31, 2026", MMM d, yyyy on both sides).
 */
export function dealDuration(
  deal: Pick<SponsorDeal, "isSourced" | "reportedFrom" | "reportedTo" | "startDate" | "endDate">,
): string {
  if (deal.isSourced) {
    const { reportedFrom: from, reportedTo: to } = deal;
    if (from && to) return from === to ? from : `${from} – ${to}`;
    if (from) return `From ${from}`;
    if (to) return `Until ${to}`;
    return "Dates not reported";
  }
  if (!deal.startDate && !deal.endDate) return "Dates to be confirmed";
  return `${formatDate(deal.startDate)} – ${deal.endDate ? formatDate(deal.endDate) : "Open-ended"}`;
}

// Kept with the other money formats (lean enough for any page); deal code imports it from here.
export { formatDealValue };

export const VALUE_NOT_DISCLOSED = "Value not disclosed";

/**
 * A deal's value as a card shows it: a sourced deal's as its source reported it, a user's or
 * sample deal's in its currency; "Value not disclosed" when none is known (never "$0").
 */
export function dealValueText(
  deal: Pick<
    SponsorDeal,
    "isSourced" | "valueReported" | "valueCents" | "currency" | "reportedValue"
  >,
): string {
  if (deal.isSourced) {
    return deal.reportedValue ? formatReportedValue(deal.reportedValue) : VALUE_NOT_DISCLOSED;
  }
  return deal.valueReported ? formatDealValue(deal.valueCents, deal.currency) : VALUE_NOT_DISCLOSED;
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
