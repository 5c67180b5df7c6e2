import { MoveRight, TrendingDown, TrendingUp } from "lucide-react";
import { join } from "@/components/ui/lean";
import { formatGrowth } from "@/lib/shared/insights";

/** A growth rate with its direction's icon and colour; "n/a" without one. */
export function GrowthFigure({ rate, className }: { rate: number | null; className?: string }) {
  const up = rate !== null && rate > 0;
  const Icon = up ? TrendingUp : rate === 0 ? MoveRight : TrendingDown;
  return (
    <span
      className={join(
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
