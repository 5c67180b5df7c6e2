import { FlaskConical } from "lucide-react";
import { formatDealValue } from "@/lib/shared/deal-rules";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { DealOverview } from "@/lib/shared/schemas/deal";
import { plural } from "@/lib/shared/text";

/** Headline figures of the property's deals: what is live, what it is worth, what clashes. */
export function DealStats({ stats: figures }: { stats: DealOverview["stats"] }) {
  const stats = [
    { label: "Active sponsors", value: String(figures.active) },
    { label: "Active deal value (USD)", value: formatDealValue(figures.activeValueCents) },
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
        </div>
      ))}
    </dl>
  );
}

/** Says plainly when the page shows seeded sample deals (read-only). */
export function SampleDataNote({ stats }: { stats: DealOverview["stats"] }) {
  const { samples, total } = stats;
  if (samples === 0) return null;
  return (
    <Alert variant="info">
      <FlaskConical aria-hidden />
      <AlertTitle>Includes sample data</AlertTitle>
      <AlertDescription>
        {samples === total
          ? `All ${plural(samples, "deal")} on this page are sample data, seeded to show how the page works.`
          : `${plural(samples, "deal")} of ${total} on this page ${samples === 1 ? "is" : "are"} sample data, seeded to show how the page works.`}{" "}
        Sample deals are read-only; add your own with Add Sponsor.
      </AlertDescription>
    </Alert>
  );
}
