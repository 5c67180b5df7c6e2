import { formatDealValue } from "@/lib/shared/deal-rules";
import { plural } from "@/lib/shared/text";
import type { InventoryPackage } from "@/lib/shared/schemas/inventory-package";

/** "$1,250,000" from cents of a currency. */
export const money = (cents: number, currency: string) => formatDealValue(cents, currency);

/** "1 season", "3 seasons". */
export const term = (seasons: number) => plural(seasons, "season");

/** The price against the rate card: "15% below rate card", "8% above rate card", or a dash. */
export function discountText(pkg: InventoryPackage): string {
  if (!pkg.discount) return "—";
  const { percent } = pkg.discount;
  if (percent === 0) return "At rate card";
  return `${Math.abs(percent)}% ${percent > 0 ? "below" : "above"} rate card`;
}
