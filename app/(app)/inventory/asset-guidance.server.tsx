import { valueSelection } from "@/lib/server/inventory/valuation";
import { formatMoney } from "@/lib/shared/money";
import { plural } from "@/lib/shared/text";

/**
 * Pricing guidance beside one line of the rate card: the valuation of one unit for the season (at
 * every event it applies to), labelled an estimate. The full working (every comparable and input)
 * is on the asset's own valuation in the package and asset pages; this is the glance.
 */
export async function AssetGuidance({
  eventBrandId,
  assetId,
  season,
}: {
  eventBrandId: number;
  assetId: number;
  season: number;
}) {
  const valuation = await valueSelection({
    eventBrandId,
    items: [{ assetId, quantity: 1 }],
    season,
  });
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
