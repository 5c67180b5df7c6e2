/**
 * Pure rules of a property's category map: which industries its live deals take, when a holder's
 * deal ends, and whether that end opens a renewal window. No database here.
 */
import { reportedYears } from "./market";
import type { CategoryHolder, OpenCategory } from "./schemas/open-categories";

/** A holder's deal ending within this many months opens the category's renewal window. */
export const RENEWAL_WINDOW_MONTHS = 18;

/** How many prospects an open category lists. */
export const CATEGORY_PROSPECT_COUNT = 5;

/**
 * The last day of a deal, as an ISO date: its end date, else the 31 December of the last year
 * its source reported ("2026", "2025-26"); null when nothing says when it ends.
 */
export function dealEndDate(deal: {
  endDate: string | null;
  reportedFrom?: string | null;
  reportedTo?: string | null;
}): string | null {
  if (deal.endDate) return deal.endDate;
  if (!deal.reportedTo) return null;
  const { end } = reportedYears(deal.reportedFrom ?? null, deal.reportedTo);
  return end === null ? null : `${end}-12-31`;
}

/** The deal's term as words: "2023–2026", "from 2024", "until 2027", or null. */
export function termText(from: string | null, to: string | null): string | null {
  const year = (text: string | null) => text?.match(/^(\d{4})/)?.[1] ?? null;
  const [start, end] = [year(from), year(to)];
  if (start && end) return start === end ? start : `${start}–${end}`;
  if (start) return `from ${start}`;
  if (end) return `until ${end}`;
  return null;
}

/** Whether a deal ending on `end` (ISO date) ends today or within the renewal window. */
export function endsWithinWindow(end: string | null, today: Date): boolean {
  if (!end) return false;
  const day = today.toISOString().slice(0, 10);
  const limit = new Date(
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth() + RENEWAL_WINDOW_MONTHS,
      today.getUTCDate(),
    ),
  )
    .toISOString()
    .slice(0, 10);
  return end >= day && end <= limit;
}

/**
 * A property's categories in the order a seller acts on them: the open ones (pitch a prospect),
 * then the taken ones in a renewal window (pitch a replacement), then the rest of the taken.
 */
export function categorySections(categories: readonly OpenCategory[]): {
  open: OpenCategory[];
  renewal: OpenCategory[];
  taken: OpenCategory[];
} {
  const taken = categories.filter((category) => category.status === "taken");
  return {
    open: categories.filter((category) => category.status === "open"),
    renewal: taken.filter((category) => category.endsWithin18Months),
    taken: taken.filter((category) => !category.endsWithin18Months),
  };
}

/** A company holding a category, with its deals there (a league deal and several teams'). */
export interface HolderCompany {
  key: string;
  name: string;
  sponsorBrandId: number | null;
  deals: CategoryHolder[];
}

/**
 * A category's holders by company, in their order: a sponsor of the league and of six of its
 * teams is one holder with seven deals, not seven holders.
 */
export function holderCompanies(holders: readonly CategoryHolder[]): HolderCompany[] {
  const companies = new Map<string, HolderCompany>();
  for (const holder of holders) {
    const key =
      holder.sponsorBrandId === null ? `name:${holder.name}` : `id:${holder.sponsorBrandId}`;
    const company = companies.get(key);
    if (company) company.deals.push(holder);
    else
      companies.set(key, {
        key,
        name: holder.name,
        sponsorBrandId: holder.sponsorBrandId,
        deals: [holder],
      });
  }
  return [...companies.values()];
}
