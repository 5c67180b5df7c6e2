"use client";

import { ChevronDown, ChevronUp, MoveRight, TrendingDown, TrendingUp } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { plainOptions, SimpleSelect } from "@/components/ui/simple-select";
import { cn } from "@/lib/cn";
import { formatDollarMillions, formatGrowth, TOP_INDUSTRIES_SHOWN } from "@/lib/shared/insights";
import { INDUSTRIES } from "@/lib/shared/profile";
import type { IndustrySummary } from "@/lib/shared/schemas/insights";
import { plural } from "@/lib/shared/text";

export function GrowthFigure({ rate, className }: { rate: number | null; className?: string }) {
  const up = rate !== null && rate > 0;
  const Icon = up ? TrendingUp : rate === 0 ? MoveRight : TrendingDown;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 font-medium tabular-nums",
        rate === null ? "text-muted-foreground" : up ? "text-success" : "text-destructive",
        className,
      )}
    >
      {rate === null ? null : <Icon className="size-3.5" aria-hidden />}
      {formatGrowth(rate)}
    </span>
  );
}

function IndustryCard({
  summary,
  selected,
  onSelect,
}: {
  summary: IndustrySummary;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        "w-full rounded-lg border p-3 text-left transition-colors hover:bg-muted/60",
        selected && "border-primary bg-primary/5 ring-1 ring-primary",
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="text-sm font-semibold">{summary.industry}</span>
        <GrowthFigure rate={summary.growthRate} className="text-xs" />
      </span>
      <span className="mt-1.5 flex justify-between text-xs text-muted-foreground">
        <span>{plural(summary.sponsorCount, "sponsor")}</span>
        <span>Avg. {formatDollarMillions(summary.avgDealValue)}</span>
      </span>
    </button>
  );
}

/**
 * Left panel: a dropdown of every industry, the top five by sponsor count as cards, and
 * View All Industries to show the rest.
 */
export function IndustriesPanel({
  summaries,
  selected,
  onSelect,
}: {
  summaries: IndustrySummary[];
  selected: string | null;
  onSelect: (industry: string) => void;
}) {
  const selectId = useId();
  const [showAll, setShowAll] = useState(false);
  const options = useMemo(
    () =>
      [
        ...new Set([
          ...INDUSTRIES,
          ...summaries.map((s) => s.industry),
          ...(selected ? [selected] : []),
        ]),
      ].sort(),
    [summaries, selected],
  );
  const shown = showAll ? summaries : summaries.slice(0, TOP_INDUSTRIES_SHOWN);
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h2">Industries</CardTitle>
        <CardDescription>Sponsors and deal values across all properties</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 px-5">
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium">
            Industry
          </label>
          <SimpleSelect
            id={selectId}
            value={selected ?? undefined}
            onValueChange={onSelect}
            options={plainOptions(options)}
            placeholder="Choose an industry"
          />
        </div>
        {summaries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No deals are on record yet in any industry.
          </p>
        ) : (
          <>
            <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {showAll ? `All industries (${summaries.length})` : "Top industries by sponsors"}
            </h3>
            <ul className="space-y-2" aria-label="Industries by sponsor count">
              {shown.map((summary) => (
                <li key={summary.industry}>
                  <IndustryCard
                    summary={summary}
                    selected={summary.industry === selected}
                    onSelect={() => onSelect(summary.industry)}
                  />
                </li>
              ))}
            </ul>
            {summaries.length > TOP_INDUSTRIES_SHOWN ? (
              <Button
                variant="ghost"
                className="w-full"
                aria-expanded={showAll}
                onClick={() => setShowAll((value) => !value)}
              >
                {showAll ? (
                  <>
                    Show Top {TOP_INDUSTRIES_SHOWN} <ChevronUp aria-hidden />
                  </>
                ) : (
                  <>
                    View All Industries ({summaries.length}) <ChevronDown aria-hidden />
                  </>
                )}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
