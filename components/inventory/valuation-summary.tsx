import { MarketCredit } from "@/components/deals/deal-source";
import { Badge } from "@/components/ui/badge";
import { MARKET_CREDIT } from "@/lib/shared/market";
import { formatMoney } from "@/lib/shared/money";
import type { Valuation } from "@/lib/shared/schemas/valuation";
import { plural } from "@/lib/shared/text";

/**
 * A valuation's pricing guidance beside a rate card or a package: a one-line summary that opens
 * (a native <details>, so no client code) onto every comparable with its source, every audience
 * input with its source or "missing", the confidence with its reasons and how the range was made.
 * It is labelled an estimate and never states a price: the list price stays the seller's. Internal
 * only: never part of anything a sponsor sees.
 */
export function ValuationSummary({ valuation }: { valuation: Valuation }) {
  const usd = (amount: number) => formatMoney(amount, "USD");
  const { comparables, audience } = valuation.basis;
  const parts = [
    plural(comparables.length, "comparable deal"),
    audience.value === null ? "no audience value" : `audience value ${usd(audience.value)}`,
  ];
  const headline =
    valuation.low === null || valuation.high === null
      ? `No suggested range yet: ${parts.join(", ")}`
      : `Suggested ${usd(valuation.low)}–${usd(valuation.high)} a season: ${parts.join(", ")}`;

  return (
    <section
      aria-label="Pricing guidance"
      data-testid="valuation-summary"
      className="rounded-lg border bg-card p-3 text-sm"
    >
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <Badge variant="info">Estimate</Badge>
          <span className="font-medium">{headline}</span>
          <span className="text-muted-foreground">({valuation.confidence} confidence)</span>
        </summary>
        <div className="mt-3 space-y-4">
          <p className="text-muted-foreground">
            Season {valuation.season}. {valuation.explanation}
          </p>
          <div>
            <h3 className="font-medium">Confidence: {valuation.confidence}</h3>
            <ul className="list-disc pl-5 text-muted-foreground">
              {valuation.confidenceReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
          <Comparables valuation={valuation} />
          <AudienceInputs valuation={valuation} />
          {comparables.length > 0 ? <MarketCredit credit={MARKET_CREDIT} /> : null}
        </div>
      </details>
    </section>
  );
}

function Comparables({ valuation }: { valuation: Valuation }) {
  const { comparables, comparableRange } = valuation.basis;
  return (
    <div>
      <h3 className="font-medium">Comparable deals</h3>
      {comparables.length === 0 ? (
        <p className="text-muted-foreground">No sourced deal with a reported value compares.</p>
      ) : (
        <ul className="space-y-2">
          {comparables.map((deal) => (
            <li key={deal.dealId} data-testid="valuation-comparable">
              <span className="font-medium">
                {deal.sponsor} · {deal.property}
              </span>{" "}
              <span className="text-muted-foreground">
                ({deal.levelOrPlacement}, {deal.sport}
                {deal.years ? `, ${deal.years} years` : ""})
              </span>
              : {deal.upTo ? "up to " : ""}
              {formatMoney(deal.valuePerYearUsd, "USD")} a year, reported as {deal.reportedValue}.{" "}
              <span className="text-muted-foreground">{deal.why}.</span>{" "}
              <a
                href={deal.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-xs underline underline-offset-2 hover:text-foreground"
              >
                Source: {deal.sourceName}
                {deal.sourceDate ? `, ${deal.sourceDate}` : ""}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {comparableRange ? (
        <p className="mt-1 text-muted-foreground">
          From the deals: {formatMoney(comparableRange.low, "USD")}–
          {formatMoney(comparableRange.high, "USD")} a season for this selection.
        </p>
      ) : null}
    </div>
  );
}

function AudienceInputs({ valuation }: { valuation: Valuation }) {
  const { audience } = valuation.basis;
  return (
    <div>
      <h3 className="font-medium">Audience value</h3>
      <ul className="text-muted-foreground">
        {audience.channels.map((channel) => (
          <li key={channel.channel}>
            {channel.channel}: {channel.impressions.toLocaleString("en-US")} impressions at $
            {channel.cpmUsd} CPM = {formatMoney(channel.value, "USD")}
          </li>
        ))}
      </ul>
      <h4 className="mt-2 font-medium">Inputs</h4>
      <ul data-testid="valuation-inputs">
        {audience.inputs.map((input) => (
          <li key={input.label}>
            {input.label}:{" "}
            {input.missing ? (
              <Badge variant="warning">missing</Badge>
            ) : (
              <>
                {input.value?.toLocaleString("en-US")}
                {input.estimate ? " (estimate)" : ""}
                {" · "}
                {input.sourceUrl ? (
                  <a
                    href={input.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline underline-offset-2"
                  >
                    {input.sourceName ?? input.sourceUrl}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  (input.sourceName ?? "no source given")
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
