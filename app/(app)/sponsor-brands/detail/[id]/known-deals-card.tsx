import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DealSourceLine, MarketCredit } from "@/components/deals/deal-source";
import { VALUE_NOT_DISCLOSED } from "@/lib/shared/deal-rules";
import { formatReportedValue, MARKET_CREDIT } from "@/lib/shared/market";
import type { KnownDeal } from "@/lib/shared/schemas/sponsor";

/**
 * The brand's known deals: its sourced deals of the market (its sponsorship track record), with
 * the level, years and status as reported, the value only when a source reported one, and where
 * each was reported.
 */
export function KnownDealsCard({ deals }: { deals: readonly KnownDeal[] }) {
  return (
    <Card className="lg:col-span-2" role="region" aria-labelledby="known-deals-title">
      <CardHeader>
        <CardTitle id="known-deals-title">Known deals</CardTitle>
        <CardDescription>
          {deals.length === 0
            ? "No sourced sponsorship deals of this brand in the market data."
            : "Sponsorships of this brand reported by public sources."}
        </CardDescription>
      </CardHeader>
      {deals.length > 0 ? (
        <CardContent className="space-y-3">
          <ul className="grid gap-3 sm:grid-cols-2">
            {deals.map((deal, i) => (
              <li
                key={`${deal.property}-${deal.level}-${i}`}
                className="space-y-1 rounded-lg border border-border p-3 text-sm"
              >
                <p className="font-medium">{deal.property}</p>
                <p className="text-muted-foreground">
                  {deal.level} · {deal.years ?? "Years not reported"} · {deal.status}
                </p>
                <p>{deal.value ? formatReportedValue(deal.value) : VALUE_NOT_DISCLOSED}</p>
                {deal.source ? (
                  <DealSourceLine source={deal.source} />
                ) : (
                  <p className="text-xs text-muted-foreground">Source not recorded</p>
                )}
              </li>
            ))}
          </ul>
          <MarketCredit credit={MARKET_CREDIT} />
        </CardContent>
      ) : null}
    </Card>
  );
}
