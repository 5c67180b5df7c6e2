"use client";

import { ChevronDown, ChevronUp } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useOptimistic, useState, useTransition, type FormEvent } from "react";
import { Button, join } from "@/components/ui/lean";
import { NativeSelect } from "@/components/ui/native-select";
import { useHydrated } from "@/lib/client/use-hydrated";
import { formatDollarMillions, TOP_INDUSTRIES_SHOWN } from "@/lib/shared/insights";
import type { IndustrySummary } from "@/lib/shared/schemas/insights";
import { plural } from "@/lib/shared/text";
import { GrowthFigure } from "./growth-figure";

/**
 * The inside of an industry's card: its name, growth, sponsors and average deal value. Drawn
 * here from the summary rather than handed over rendered: every industry's card travels to the
 * browser for View All, and as data it is a few numbers instead of the card's whole markup.
 */
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
 * The industry dropdown and the industry cards (the top five, View All Industries for the rest).
 * Choosing one navigates to the page for it (?industry=, a step Back undoes), which the server
 * renders. The cards are submit buttons of a GET form, so they work before the page has hydrated;
 * the dropdown and the View All toggle need the page's script and are disabled until it runs.
 */
export function IndustryPicker({
  eventBrandId,
  industries,
  cards,
  selected,
}: {
  eventBrandId: number;
  industries: string[];
  /** The industries' cards, most sponsors first. */
  cards: IndustrySummary[];
  selected: string | null;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const selectId = useId();
  const [showAll, setShowAll] = useState(false);
  const [, startChoosing] = useTransition();
  // The choice shows at once; the figures follow when the server has rendered them.
  const [shown, setShown] = useOptimistic(selected);
  const choose = (industry: string) =>
    startChoosing(() => {
      setShown(industry);
      const query = new URLSearchParams({ eventBrandId: String(eventBrandId), industry });
      router.push(`/industry-insights?${query.toString()}`, { scroll: false });
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const industry = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (!industry) return;
    event.preventDefault();
    choose(industry);
  };
  const visible = showAll ? cards : cards.slice(0, TOP_INDUSTRIES_SHOWN);

  return (
    <form action="/industry-insights" method="get" onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="eventBrandId" value={eventBrandId} />
      <div className="grid gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          Industry
        </label>
        <NativeSelect
          id={selectId}
          value={shown ?? undefined}
          onValueChange={choose}
          options={industries.map((industry) => ({ value: industry, label: industry }))}
          placeholder="Choose an industry"
        />
      </div>
      {cards.length === 0 ? (
        <p className="text-sm text-muted-foreground">No deals are on record yet in any industry.</p>
      ) : (
        <>
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {showAll ? `All industries (${cards.length})` : "Top industries by sponsors"}
          </h3>
          <ul className="space-y-2" aria-label="Industries by sponsor count">
            {visible.map((card) => (
              <li key={card.industry}>
                <button
                  type="submit"
                  name="industry"
                  value={card.industry}
                  aria-pressed={card.industry === shown}
                  className={join(
                    "w-full rounded-lg border p-3 text-left transition-colors hover:bg-muted/60",
                    card.industry === shown && "border-primary bg-primary/5 ring-1 ring-primary",
                  )}
                >
                  <IndustryCardContent summary={card} />
                </button>
              </li>
            ))}
          </ul>
          {cards.length > TOP_INDUSTRIES_SHOWN ? (
            <Button
              type="button"
              variant="ghost"
              className="w-full"
              disabled={!hydrated}
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? (
                <>
                  Show Top {TOP_INDUSTRIES_SHOWN} <ChevronUp className="size-4" aria-hidden />
                </>
              ) : (
                <>
                  View All Industries ({cards.length}){" "}
                  <ChevronDown className="size-4" aria-hidden />
                </>
              )}
            </Button>
          ) : null}
        </>
      )}
    </form>
  );
}
