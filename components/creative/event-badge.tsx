import { CalendarDays } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { CreativeEventRef } from "@/lib/shared/schemas/creative";

/** The specific event an idea or mockup was made for (nothing when it was made for the brand). */
export function EventBadge({ event }: { event: CreativeEventRef | null }) {
  if (!event) return null;
  return (
    <Badge variant="outline" title="The event this was made for" className="max-w-full">
      <CalendarDays aria-hidden className="size-3" />
      <span className="truncate">Event: {event.name}</span>
    </Badge>
  );
}
