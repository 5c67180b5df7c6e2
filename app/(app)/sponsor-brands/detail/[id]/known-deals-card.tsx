import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/shared/dates";
import { MARKET_CREDIT, reportedValueText } from "@/lib/shared/market";
import type { KnownDeal } from "@/lib/shared/schemas/sponsor";

/** The site a source address points at ("livgolf.com"); the cited name when it has none. */
function sourceLabel(source: NonNullable<KnownDeal["source"]>): string {
  if (!source.url) return source.name;
  try {
    return new URL(source.url).hostname.replace(/^www\./, "");
  } catch {
    return source.name;
  }
}

function DealSource({ source }: { source: KnownDeal["source"] }) {
  if (!source) return <>Source not recorded</>;
  const label = sourceLabel(source);
  const web = source.url && /^https?:\/\//i.test(source.url) ? source.url : null;
  return (
    <>
      Source:{" "}
      {web ? (
        <a
          href={web}
          target="_blank"
          rel="noreferrer"
          className="underline underline-offset-2"
          title={source.name}
        >
          {label}
        </a>
      ) : (
        label
      )}
      {source.date ? `, ${formatDate(source.date)}` : ""}
    </>
  );
}

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
                <p>{deal.value ? reportedValueText(deal.value) : "Value not disclosed"}</p>
                <p className="text-xs text-muted-foreground">
                  <DealSource source={deal.source} />
                </p>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">Deals data: {MARKET_CREDIT}</p>
        </CardContent>
      ) : null}
    </Card>
  );
}
