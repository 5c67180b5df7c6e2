import { formatMoney } from "@/lib/shared/money";
import type { DeepResearch } from "@/lib/shared/schemas/ai";

/**
 * The facts a research summary shows before the full report (which is loaded when opened):
 * the predicted budget as a range of money, and the growth trajectory's label and badge.
 */
export function budgetRangeText(range: DeepResearch["predictedBudgetRange"]): string {
  const min = formatMoney(range.min, range.currency);
  return range.max === null ? `${min}+` : `${min} – ${formatMoney(range.max, range.currency)}`;
}

export const GROWTH = {
  growing: { label: "Growing", variant: "success" },
  stable: { label: "Stable", variant: "info" },
  other: { label: "Mixed / unclear", variant: "warning" },
} as const;
