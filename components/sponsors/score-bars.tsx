import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { matchTone } from "@/lib/shared/match-labels";
import type { MatchScoresView } from "@/lib/shared/schemas/sponsor";
import { MATCH_TONE_BAR } from "./match-badge";

const ROWS: Array<[keyof MatchScoresView, string]> = [
  ["audienceMatch", "Audience Match"],
  ["valueMatch", "Value Match"],
  ["brandValueMatch", "Brand Values"],
];

/** The three sub-scores as labelled bars. */
export function ScoreBars({ scores, className }: { scores: MatchScoresView; className?: string }) {
  return (
    <dl className={cn("space-y-2", className)}>
      {ROWS.map(([key, label]) => (
        <div key={key} className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-2 text-xs">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="contents">
            <Progress
              value={scores[key]}
              aria-label={`${label} ${scores[key]}%`}
              className="h-1.5"
            />
            <span className="text-right font-medium tabular-nums">{scores[key]}%</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The overall match as a bar coloured by `matchTone`. */
export function MatchBar({
  percentage,
  label = "Match Score",
}: {
  percentage: number;
  label?: string;
}) {
  const colour = MATCH_TONE_BAR[matchTone(percentage)];
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">{percentage}%</span>
      </div>
      <Progress
        value={percentage}
        aria-label={`${label} ${percentage}%`}
        indicatorClassName={colour}
        className="h-2"
      />
    </div>
  );
}
