import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { jobStatusDisplay } from "@/lib/shared/job-progress";
import { STATUS_COLOUR_CLASSES } from "./job-display";

/** A job's status in the admin colours: queued yellow, active blue, completed green, failed red, stalled orange. */
export function JobStatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, colour } = jobStatusDisplay(status);
  return (
    <Badge
      variant="outline"
      data-status={status}
      data-colour={colour}
      className={cn("rounded-full px-2.5", STATUS_COLOUR_CLASSES[colour], className)}
    >
      <span
        aria-hidden
        className={cn(
          "size-1.5 rounded-full bg-current",
          status === "processing" && "animate-pulse",
        )}
      />
      {label}
    </Badge>
  );
}
