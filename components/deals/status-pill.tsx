import { FlaskConical } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { statusTone, type StatusTone } from "@/lib/shared/deal-rules";

const TONE_CLASSES: Record<StatusTone, string> = {
  success: "border-success/30 bg-success/10 text-success",
  warning: "border-warning/30 bg-warning/10 text-warning",
  expired: "border-destructive/25 bg-destructive/5 text-destructive",
  neutral: "border-border bg-muted text-muted-foreground",
};

/** A deal's status as a pill: Active green, Pending amber, Expired red, anything else grey. */
export function StatusPill({ status, className }: { status: string; className?: string }) {
  const tone = statusTone(status);
  return (
    <Badge
      variant="outline"
      data-tone={tone}
      className={cn("rounded-full px-2.5", TONE_CLASSES[tone], className)}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {status}
    </Badge>
  );
}

/** Marks a seeded row: sample data is shown for illustration and cannot be changed. */
export function SampleBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn("border-dashed text-muted-foreground", className)}
      title="Seeded sample data: read-only"
    >
      <FlaskConical aria-hidden /> Sample data
    </Badge>
  );
}
