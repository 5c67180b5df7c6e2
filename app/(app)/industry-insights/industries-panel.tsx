import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDollarMillions } from "@/lib/shared/insights";
import { INDUSTRIES } from "@/lib/shared/profile";
import type { IndustrySummary } from "@/lib/shared/schemas/insights";
import { plural } from "@/lib/shared/text";
import { GrowthFigure } from "./growth-figure";
import { IndustryPicker } from "./industry-picker";

/** The inside of an industry's card: its name, growth, sponsors and average deal value. */
function IndustryCardContent({ summary }: { summary: IndustrySummary }) {
  return (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="text-sm font-semibold">{summary.industry}</span>
        <GrowthFigure rate={summary.growthRate} className="text-xs" />
      </span>
      <span className="mt-1.5 flex justify-between text-xs text-muted-foreground">
        <span>{plural(summary.sponsorCount, "sponsor")}</span>
        <span>Avg. {formatDollarMillions(summary.avgDealValue)}</span>
      </span>
    </>
  );
}

/**
 * Left panel: a dropdown of every industry, the top five by sponsor count as cards, and
 * View All Industries to show the rest. The cards are rendered here, on the server; the picker
 * around them is the page's small client part.
 */
export function IndustriesPanel({
  eventBrandId,
  summaries,
  coverage,
  selected,
}: {
  eventBrandId: number;
  summaries: IndustrySummary[];
  /** How many of the deals counted carry a value ("values reported for 38 of 112 deals"). */
  coverage: string;
  selected: string | null;
}) {
  const industries = [
    ...new Set([
      ...INDUSTRIES,
      ...summaries.map((s) => s.industry),
      ...(selected ? [selected] : []),
    ]),
  ].sort();
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h2">Industries</CardTitle>
        <CardDescription>
          Sponsors and deal values across all properties:{" "}
          <span data-testid="industries-coverage">{coverage}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <IndustryPicker
          eventBrandId={eventBrandId}
          industries={industries}
          selected={selected}
          cards={summaries.map((summary) => ({
            industry: summary.industry,
            content: <IndustryCardContent summary={summary} />,
          }))}
        />
      </CardContent>
    </Card>
  );
}
