import { formatMoney } from "@/lib/shared/money";
import type { Valuation } from "@/lib/shared/schemas/valuation";
import { plural } from "@/lib/shared/text";

/**
 * Pricing guidance beside one line of the rate card: the valuation of one unit for the season (at
 * every event it applies to), labelled an estimate; the page values every listed asset at once
 * (`valueEachAsset`). The full working (every comparable and input) is on the package and asset
 * pages; this is the glance.
 */
export async function AssetGuidance({
  guidance,
  assetId,
}: {
  guidance: Promise<Map<number, Valuation>>;
  assetId: number;
}) {
  const valuation = (await guidance).get(assetId);
  if (!valuation) return null;
  const { comparables, audience } = valuation.basis;
  if (valuation.low === null || valuation.high === null) {
    return (
      <span className="text-muted-foreground">No estimate: no comparable or audience input</span>
    );
  }
  const usd = (amount: number) => formatMoney(amount, "USD");
  return (
    <details>
      <summary className="cursor-pointer">
        <span className="font-medium">
          {usd(valuation.low)}–{usd(valuation.high)}
        </span>{" "}
        <span className="text-muted-foreground">estimate</span>
      </summary>
      <p className="mt-1 max-w-xs text-muted-foreground">
        One unit for the {valuation.season} season; {plural(comparables.length, "comparable deal")}
        {audience.value === null ? "" : `, audience value ${usd(audience.value)}`};{" "}
        {valuation.confidence} confidence. The list price stays yours to set.
      </p>
    </details>
  );
}
