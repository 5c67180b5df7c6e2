import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { INDUSTRIES } from "@/lib/shared/profile";
import type { IndustrySummary } from "@/lib/shared/schemas/insights";
import { IndustryPicker } from "./industry-picker";

/**
 * Left panel: a dropdown of every industry, the top five by sponsor count as cards, and
 * View All Industries to show the rest (the picker, the page's small client part, draws the
 * cards from the summaries).
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
          cards={summaries}
        />
      </CardContent>
    </Card>
  );
}
