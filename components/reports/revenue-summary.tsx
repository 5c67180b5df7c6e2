import Link from "next/link";
import { formatDealValue } from "@/lib/shared/money";
import { formatRate } from "@/lib/shared/renewals";
import { ASSET_CATEGORIES } from "@/lib/shared/inventory";
import type { RevenueView } from "@/lib/shared/schemas/renewal";

/**
 * A property's season in money, drawn on the server (no script of its own): contracted revenue
 * against the target with a bar, cash invoiced and collected, and the renewal pipeline. `compact`
 * (the dashboard's card) leaves out sell-through.
 */
export function RevenueSummary({
  revenue,
  compact = false,
}: {
  revenue: RevenueView;
  compact?: boolean;
}) {
  const money = (cents: number) => formatDealValue(cents, revenue.currency);
  const share = revenue.targetShare === null ? null : Math.min(revenue.targetShare, 1);
  const label = (key: string) =>
    ASSET_CATEGORIES.find((category) => category.key === key)?.label ?? key;
  return (
    <div className="space-y-4" data-testid="revenue-summary">
      <div>
        <p className="text-sm text-muted-foreground">Contracted for {revenue.season}</p>
        <p className="text-2xl font-semibold">
          {money(revenue.contracted.cents)}
          <span className="ml-2 text-base font-normal text-muted-foreground">
            {revenue.target
              ? `of ${money(revenue.target.cents)} target (${formatRate(revenue.targetShare)})`
              : "no target set"}
          </span>
        </p>
        {share !== null ? (
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
            role="meter"
            aria-label="Contracted against target"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
          >
            <div className="h-full bg-primary" style={{ width: `${share * 100}%` }} />
          </div>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Invoiced</dt>
          <dd>{money(revenue.invoiced.cents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Collected</dt>
          <dd>{money(revenue.collected.cents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            Renewal pipeline ({revenue.pipeline.withinDays} days)
          </dt>
          <dd>
            {money(revenue.pipeline.contractsValue.cents)} in {revenue.pipeline.contracts}{" "}
            {revenue.pipeline.contracts === 1 ? "contract" : "contracts"}
            {revenue.pipeline.proposals > 0
              ? `, ${money(revenue.pipeline.proposalsValue.cents)} proposed`
              : ""}
          </dd>
        </div>
      </dl>
      {!compact && revenue.sellThrough.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-medium">Sell-through in {revenue.season}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 font-normal">Category</th>
              <th className="py-1 font-normal">Sold</th>
              <th className="py-1 font-normal">Units</th>
              <th className="py-1 font-normal">Sell-through</th>
            </tr>
          </thead>
          <tbody>
            {revenue.sellThrough.map((row) => (
              <tr key={row.category} className="border-t">
                <td className="py-1">{label(row.category)}</td>
                <td className="py-1">{row.sold}</td>
                <td className="py-1">{row.quantity}</td>
                <td className="py-1">{formatRate(row.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {revenue.otherCurrencyContracts > 0 ? (
        <p className="text-xs text-muted-foreground">
          {revenue.otherCurrencyContracts} contract(s) in another currency are not counted.
        </p>
      ) : null}
      {compact ? (
        <Link
          href={`/reports/revenue?eventBrandId=${revenue.eventBrandId}`}
          className="text-sm font-medium text-primary hover:underline"
        >
          Revenue report
        </Link>
      ) : null}
    </div>
  );
}
