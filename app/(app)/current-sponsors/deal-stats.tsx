import { FlaskConical } from "lucide-react";
import { formatDealValue } from "@/lib/shared/deal-rules";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { DealOverview } from "@/lib/shared/schemas/deal";
import { plural } from "@/lib/shared/text";

/**
 * Headline figures of the property's deals: what is live, what the live deals with a known value
 * are worth (and how many carry one: an undisclosed value is neither summed nor shown as $0),
 * what clashes.
 */
export function DealStats({ stats: figures }: { stats: DealOverview["stats"] }) {
  const stats = [
    { label: "Active sponsors", value: String(figures.active) },
    {
      label: "Active deal value (USD)",
      value: figures.activeValued > 0 ? formatDealValue(figures.activeValueCents) : "Not disclosed",
      note: `values reported for ${figures.activeValued} of ${plural(figures.active, "active deal")}`,
    },
    { label: "Pending deals", value: String(figures.pending) },
    {
      label: "Exclusivity conflicts",
      value: String(figures.conflicted),
      warn: figures.conflicted > 0,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border bg-card p-4 shadow-xs">
          <dt className="text-xs font-medium text-muted-foreground">{stat.label}</dt>
          <dd
            className={`mt-1 text-xl font-semibold tabular-nums sm:text-2xl ${stat.warn ? "text-warning" : ""}`}
          >
            {stat.value}
          </dd>
          {stat.note ? (
            <dd data-testid="value-coverage" className="mt-0.5 text-xs text-muted-foreground">
              {stat.note}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * For a property the market data does not cover, says so plainly, and which deals on the page
 * are seeded sample data (read-only, labelled on their cards). A covered property shows no
 * sample deal, and its sourced deals carry their own sources.
 */
export function CoverageNote({
  overview: { stats, coverage },
  brandName,
}: {
  overview: Pick<DealOverview, "stats" | "coverage">;
  brandName: string;
}) {
  if (coverage.sourced) return null;
  const { samples, total } = stats;
  const property = brandName || "this property";
  return (
    <Alert variant="info" data-testid="coverage-note">
      <FlaskConical aria-hidden />
      <AlertTitle>No sourced deals for {property} yet</AlertTitle>
      <AlertDescription>
        The market data Pitchside draws on does not cover {property} yet.{" "}
        {samples === 0
          ? "The deals you add with Add Sponsor show here."
          : `${
              samples === total
                ? `All ${plural(samples, "deal")} on this page are sample data`
                : `${plural(samples, "deal")} of ${total} on this page ${samples === 1 ? "is" : "are"} sample data`
            }, seeded to show how the page works and labelled Sample data. Sample deals are read-only; add your own with Add Sponsor.`}
      </AlertDescription>
    </Alert>
  );
}
