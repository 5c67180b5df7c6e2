import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BAR_MAX_HEIGHT_PX, barHeight } from "@/lib/shared/insights";
import type { IndustryInsightData } from "@/lib/shared/schemas/insights";
import { plural } from "@/lib/shared/text";

/** Sponsors by year as bars scaled to the largest year, 160 px at most. */
export function SponsorsByYear({ data }: { data: IndustryInsightData["sponsorCount"] }) {
  const max = Math.max(0, ...data.map((point) => point.count));
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          Sponsor Count by Year
        </CardTitle>
        <CardDescription>Sponsors with a deal running during each year</CardDescription>
      </CardHeader>
      <CardContent>
        <ul
          className="flex items-end justify-between gap-2 border-b"
          style={{ height: BAR_MAX_HEIGHT_PX + 28 }}
          aria-label="Sponsor count by year"
        >
          {data.map((point) => (
            <li key={point.year} className="flex flex-1 flex-col items-center justify-end gap-1">
              <span className="text-xs font-medium tabular-nums" aria-hidden>
                {point.count}
              </span>
              <span
                data-testid="year-bar"
                className="w-full max-w-12 rounded-t-md bg-primary/80"
                style={{ height: barHeight(point.count, max) }}
                aria-hidden
              />
              <span className="sr-only">
                {point.year}: {plural(point.count, "sponsor")}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-1.5 flex justify-between gap-2" aria-hidden>
          {data.map((point) => (
            <span key={point.year} className="flex-1 text-center text-xs text-muted-foreground">
              {point.year}
            </span>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The share of deals in each value range, as horizontal bars, with how many of the industry's
 * deals carry a value at all (`coverage`: an undisclosed value is in no range).
 */
export function DealValueBars({
  data,
  coverage,
}: {
  data: IndustryInsightData["dealValues"];
  coverage: string;
}) {
  const total = data.reduce((sum, range) => sum + range.count, 0);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          Deal Value Distribution
        </CardTitle>
        <CardDescription>
          {total > 0
            ? `${plural(total, "deal")} in US dollars, by total value: ${coverage}`
            : `No deal values in US dollars yet: ${coverage}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3" aria-label="Deal value distribution">
          {data.map((range) => (
            <li key={range.range} className="space-y-1">
              <div className="flex justify-between text-sm">
                <span>{range.range}</span>
                <span className="font-medium tabular-nums">
                  {range.percentage}%
                  <span className="sr-only"> ({plural(range.count, "deal")})</span>
                </span>
              </div>
              <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full bg-accent"
                  style={{ width: `${range.percentage}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
