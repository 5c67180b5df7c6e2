import { CalendarClock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Marks an event whose dates were copied from a previous season and are not confirmed yet. */
export function ProvisionalBadge({ provisional }: { provisional: boolean }) {
  if (!provisional) return null;
  return (
    <Badge
      variant="warning"
      title="Copied from the previous season: the dates are planned, not confirmed yet."
    >
      <CalendarClock aria-hidden /> Provisional dates
    </Badge>
  );
}
