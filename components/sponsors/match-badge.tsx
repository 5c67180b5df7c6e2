import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { matchTone, type MatchTone } from "@/lib/shared/match-labels";

/** The badge variant of each match tone (green, blue, yellow). */
export const MATCH_TONE_BADGE = { excellent: "success", good: "info", fair: "warning" } as const;
/** The bar colour of each match tone, the same colours as the badge. */
export const MATCH_TONE_BAR: Record<MatchTone, string> = {
  excellent: "bg-success",
  good: "bg-info",
  fair: "bg-warning",
};

/** The "% Match" badge, coloured by `matchTone` as every match bar and badge is. */
export function MatchBadge({ percentage, className }: { percentage: number; className?: string }) {
  return (
    <Badge
      variant={MATCH_TONE_BADGE[matchTone(percentage)]}
      className={cn("tabular-nums", className)}
    >
      {percentage}% Match
    </Badge>
  );
}
