import { formatDealValue } from "@/lib/shared/money";
import { assetCategoryLabel } from "@/lib/shared/inventory";
import type { InvestmentView, PublicInvestment } from "@/lib/shared/schemas/proposal-investment";

/**
 * The Investment section's wording, shared by the builder, the share page, the PDF and the
 * PowerPoint deck, so a sponsor reads the same lines everywhere. Only the public view is worded
 * here: it has no floor, rate-card value or valuation to give away.
 */

/** What a sponsor may see of an investment: the seller-only figures are left out. */
export function toPublicInvestment(view: InvestmentView): PublicInvestment {
  return {
    packageName: view.packageName,
    items: view.items.map((item) => ({
      name: item.name,
      category: assetCategoryLabel(item.category),
      unit: item.unit,
      scope: item.scope,
      quantity: item.quantity,
      events: item.events.map((event) => event.name),
    })),
    pricePerSeason: view.pricePerSeason,
    termSeasons: view.termSeasons,
    startSeason: view.startSeason,
    total: view.total,
    currency: view.currency,
    exclusiveCategory: view.exclusiveCategory,
  };
}

/** "$1,500,000": whole units of the currency. */
export const investmentMoney = (amount: number, currency: string) =>
  formatDealValue(Math.round(amount * 100), currency);

/** "2027 season" or "3 seasons (2027–2029)". */
export function seasonsText(startSeason: number, termSeasons: number): string {
  if (termSeasons <= 1) return `${startSeason} season`;
  return `${termSeasons} seasons (${startSeason}–${startSeason + termSeasons - 1})`;
}

type PublicItem = PublicInvestment["items"][number];

/** "4 × Tee-box signage", with "per event · at 3 events: A, B, C" or "per post · each season". */
export function investmentItemText(item: PublicItem): { name: string; detail: string } {
  const name = `${item.quantity} × ${item.name}`;
  if (item.scope !== "event") return { name, detail: `${item.unit} · each season` };
  if (!item.events.length) return { name, detail: `${item.unit} · events to be scheduled` };
  const where =
    item.events.length === 1
      ? `at ${item.events[0]}`
      : `at each of ${item.events.length} events: ${item.events.join(", ")}`;
  return { name, detail: `${item.unit} · ${where}` };
}

/** The exclusivity granted, as the sponsor reads it. */
export const exclusivityText = (category: string | null) =>
  category ? `Category exclusivity in ${category}` : "No category exclusivity";

/** The terms under the items: package, term, price per season, total and exclusivity. */
export function investmentTerms(investment: PublicInvestment): { label: string; value: string }[] {
  const terms: { label: string; value: string }[] = [];
  if (investment.packageName) terms.push({ label: "Package", value: investment.packageName });
  terms.push(
    { label: "Term", value: seasonsText(investment.startSeason, investment.termSeasons) },
    {
      label: "Price per season",
      value: investmentMoney(investment.pricePerSeason, investment.currency),
    },
    { label: "Total investment", value: investmentMoney(investment.total, investment.currency) },
    { label: "Exclusivity", value: exclusivityText(investment.exclusiveCategory) },
  );
  return terms;
}

/** The property's packages and assets the builder's Investment section chooses from. */
export interface InvestmentOptions {
  packages: {
    id: number;
    name: string;
    pricePerSeason: number;
    termSeasons: number;
    currency: string;
    exclusiveCategory: string | null;
    items: { assetId: number; quantity: number }[];
  }[];
  assets: {
    id: number;
    name: string;
    category: string;
    unit: string;
    scope: string;
    /** Seller-only: the rate card and the floor, per unit (per event for event assets). */
    listPrice: number;
    floorPrice: number | null;
    currency: string;
    isExclusive: boolean;
  }[];
}
