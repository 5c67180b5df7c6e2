import type { JobStatusColour } from "@/lib/shared/job-progress";
import type { ProgressBand } from "@/lib/shared/match-labels";
import type { JobView } from "@/lib/shared/schemas/jobs";

/** Badge classes of the admin status colours (a 10 % tint with AA-contrast text in both modes). */
export const STATUS_COLOUR_CLASSES: Record<JobStatusColour, string> = {
  yellow:
    "border-yellow-400/60 bg-yellow-100 text-yellow-900 dark:border-yellow-400/40 dark:bg-yellow-400/15 dark:text-yellow-200",
  blue: "border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-400/40 dark:bg-blue-400/15 dark:text-blue-200",
  green:
    "border-green-300 bg-green-50 text-green-800 dark:border-green-400/40 dark:bg-green-400/15 dark:text-green-200",
  red: "border-red-300 bg-red-50 text-red-800 dark:border-red-400/40 dark:bg-red-400/15 dark:text-red-200",
  orange:
    "border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-400/40 dark:bg-orange-400/15 dark:text-orange-200",
  grey: "border-border bg-muted text-muted-foreground",
};

/** Progress bar colour by band: under 25, under 50, under 75, and the rest. */
export const PROGRESS_BAND_CLASSES: Record<ProgressBand, string> = {
  low: "bg-orange-500",
  medium: "bg-amber-500",
  high: "bg-sky-600",
  "very-high": "bg-emerald-600",
};

/** The failure text of the admin monitor: "Error: {message}", or "Unknown error". */
export function jobErrorText(job: Pick<JobView, "error">): string {
  return job.error ? `Error: ${job.error}` : "Unknown error";
}
