import { CalendarDays, Compass, Trophy } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { DiscoveryContextRef } from "@/lib/shared/discovery-filters";

const COPY = {
  "specific-event": {
    title: "Specific Event Not Found",
    message: "The event you asked for does not exist or has been removed.",
  },
  "event-brand": {
    title: "Event Brand Not Found",
    message: "The event brand you asked for does not exist or has been removed.",
  },
} as const;

/** Discovery for an unknown context: two ways to pick a real one. */
export function ContextNotFound({ type }: { type: DiscoveryContextRef["type"] }) {
  const copy = COPY[type];
  return (
    <Card className="mx-auto mt-8 max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <Compass className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-semibold">{copy.title}</h1>
        <p className="text-muted-foreground">
          {copy.message} Choose an event brand or a specific event to discover sponsors for.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href="/event-brands">
              <Trophy aria-hidden /> Event Brands
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/specific-events">
              <CalendarDays aria-hidden /> Specific Events
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
