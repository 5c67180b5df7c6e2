import { DAY_MS } from "./dates";

/**
 * The pure rules of renewals and revenue (docs/product.md#renewals and #revenue), kept apart from
 * the database so they can be tested on their own. Amounts are integer cents.
 */

/** Whole days from `today` to `date` (both "YYYY-MM-DD"): 0 on the day, negative once past. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Deliverables of a contract by status. */
export interface DeliverableCounts {
  total: number;
  delivered: number;
  waived: number;
}

/**
 * The share of what was owed that was delivered: delivered / (all − waived), 0 to 1 rounded to
 * 3 decimals. Waived deliverables are no longer owed; null when nothing is owed at all.
 */
export function fulfilmentRate(counts: DeliverableCounts): number | null {
  const owed = counts.total - counts.waived;
  if (owed <= 0) return null;
  return Math.round((Math.min(counts.delivered, owed) / owed) * 1000) / 1000;
}

export const PAYMENT_LABELS = [
  "Paid in full",
  "Overdue",
  "Partly paid",
  "Invoiced",
  "Not yet due",
  "No instalments",
] as const;
export type PaymentLabel = (typeof PAYMENT_LABELS)[number];

export interface InstalmentState {
  dueDate: string;
  amountCents: number;
  status: "due" | "invoiced" | "paid";
}

export interface PaymentState {
  invoicedCents: number;
  paidCents: number;
  /** The fee not yet paid. */
  outstandingCents: number;
  /** Instalments past their due date and not paid. */
  overdueInstalments: number;
  overdueCents: number;
  label: PaymentLabel;
}

/**
 * Where a contract's payments stand today. The label says the most pressing fact first: all
 * paid, then anything overdue (past its due date, not paid), then partly paid, invoiced, or
 * nothing asked for yet.
 */
export function paymentState(
  totalFeeCents: number,
  instalments: readonly InstalmentState[],
  today: string,
): PaymentState {
  let invoicedCents = 0;
  let paidCents = 0;
  let overdueInstalments = 0;
  let overdueCents = 0;
  for (const entry of instalments) {
    if (entry.status !== "due") invoicedCents += entry.amountCents;
    if (entry.status === "paid") paidCents += entry.amountCents;
    else if (entry.dueDate < today) {
      overdueInstalments += 1;
      overdueCents += entry.amountCents;
    }
  }
  const outstandingCents = Math.max(0, totalFeeCents - paidCents);
  const label: PaymentLabel =
    instalments.length === 0
      ? "No instalments"
      : outstandingCents === 0
        ? "Paid in full"
        : overdueInstalments > 0
          ? "Overdue"
          : paidCents > 0
            ? "Partly paid"
            : invoicedCents > 0
              ? "Invoiced"
              : "Not yet due";
  return { invoicedCents, paidCents, outstandingCents, overdueInstalments, overdueCents, label };
}

/**
 * The renewal reminder due now for a contract ending in `daysToEnd` days, or null: the smallest
 * threshold the contract is already inside (days to end ≤ threshold), when it has not fired yet.
 * A contract first seen inside several thresholds (recorded late, or the check did not run) fires
 * only the nearest one: the larger ones are stale news and never fire afterwards, since the
 * nearest crossed threshold only gets smaller. Ended contracts get none.
 */
export function reminderDue(
  daysToEnd: number,
  thresholds: readonly number[],
  fired: readonly number[],
): number | null {
  if (daysToEnd < 0) return null;
  const crossed = thresholds.filter((days) => daysToEnd <= days);
  if (crossed.length === 0) return null;
  const nearest = Math.min(...crossed);
  return fired.includes(nearest) ? null : nearest;
}

/** The seasons (calendar years) a contract covers, first to last. */
export function seasonsCovered(startDate: string, endDate: string): number[] {
  const first = Number(startDate.slice(0, 4));
  const last = Number(endDate.slice(0, 4));
  return Array.from({ length: Math.max(1, last - first + 1) }, (_, i) => first + i);
}

/**
 * A contract's fee spread evenly over the seasons it covers (calendar years of its start and end,
 * inclusive), in cents by season: the cents that do not divide go to the earliest seasons, so the
 * shares always add up to the fee.
 */
export function spreadFee(
  startDate: string,
  endDate: string,
  totalFeeCents: number,
): Map<number, number> {
  const seasons = seasonsCovered(startDate, endDate);
  const share = Math.floor(totalFeeCents / seasons.length);
  let remainder = totalFeeCents - share * seasons.length;
  return new Map(
    seasons.map((season) => {
      const extra = remainder > 0 ? 1 : 0;
      remainder -= extra;
      return [season, share + extra];
    }),
  );
}

/** A contract's fee for one season: its total over the seasons it covers, whole cents. */
export const feePerSeasonCents = (startDate: string, endDate: string, totalFeeCents: number) =>
  Math.round(totalFeeCents / seasonsCovered(startDate, endDate).length);

/** A rate (0–1) as a whole percentage, or a dash when there is none ("no deliverable"). */
export const formatRate = (rate: number | null): string =>
  rate === null ? "—" : `${Math.round(rate * 100)}%`;
