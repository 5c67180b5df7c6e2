import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { discoveryBadgeColor, gridBadgeColor } from "@/lib/shared/match-labels";

const VARIANT = { green: "success", blue: "info", yellow: "warning" } as const;

/**
 * The "% Match" badge. Discovery colours: green 85 and up, blue 70–84, yellow below 70;
 * the sponsor grid's scale: green at 70 or more, else yellow.
 */
export function MatchBadge({
  percentage,
  scale = "discovery",
  className,
}: {
  percentage: number;
  scale?: "discovery" | "grid";
  className?: string;
}) {
  const colour = scale === "grid" ? gridBadgeColor(percentage) : discoveryBadgeColor(percentage);
  return (
    <Badge variant={VARIANT[colour]} className={cn("tabular-nums", className)}>
      {percentage}% Match
    </Badge>
  );
}
