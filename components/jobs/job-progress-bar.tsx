import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { progressBand } from "@/lib/shared/match-labels";
import { PROGRESS_BAND_CLASSES } from "./job-display";

/** A job's progress, coloured by band (under 25, 50, 75 %), with its percentage. */
export function JobProgressBar({
  progress,
  label,
  className,
}: {
  progress: number;
  label: string;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  const band = progressBand(value);
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <Progress
        value={value}
        aria-label={label}
        data-band={band}
        className="h-2 flex-1"
        indicatorClassName={PROGRESS_BAND_CLASSES[band]}
      />
      <span className="w-10 text-right text-xs font-medium tabular-nums">{value}%</span>
    </div>
  );
}
