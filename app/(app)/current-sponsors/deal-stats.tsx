import { FlaskConical } from "lucide-react";
import { formatDealValue } from "@/components/deals/deal-rules";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { SponsorDeal } from "@/lib/shared/schemas/deal";
import { plural } from "@/lib/shared/text";

/** Headline figures of the property's deals: what is live, what it is worth, what clashes. */
export function DealStats({ deals }: { deals: readonly SponsorDeal[] }) {
  const active = deals.filter((deal) => deal.status === "Active");
  const usdActive = active.filter((deal) => deal.currency === "USD");
  const pending = deals.filter((deal) => deal.status === "Pending").length;
  const conflicted = deals.filter((deal) => deal.conflicts.length > 0).length;
  const stats = [
    { label: "Active sponsors", value: String(active.length) },
    {
      label: "Active deal value (USD)",
      value: formatDealValue(usdActive.reduce((sum, deal) => sum + deal.valueCents, 0)),
    },
    { label: "Pending deals", value: String(pending) },
    { label: "Exclusivity conflicts", value: String(conflicted), warn: conflicted > 0 },
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
export function SampleDataNote({ deals }: { deals: readonly SponsorDeal[] }) {
  const samples = deals.filter((deal) => deal.isSample).length;
  if (samples === 0) return null;
  return (
    <Alert variant="info">
      <FlaskConical aria-hidden />
      <AlertTitle>Includes sample data</AlertTitle>
      <AlertDescription>
        {samples === deals.length
          ? `All ${plural(samples, "deal")} on this page are sample data, seeded to show how the page works.`
          : `${plural(samples, "deal")} of ${deals.length} on this page ${samples === 1 ? "is" : "are"} sample data, seeded to show how the page works.`}{" "}
        Sample deals are read-only; add your own with Add Sponsor.
      </AlertDescription>
    </Alert>
  );
}
