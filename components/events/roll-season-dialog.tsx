"use client";

import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { SimpleSelect } from "@/components/ui/simple-select";
import { useRollSeason } from "@/lib/client/hooks/use-specific-events";
import { yearsOf, type DatedEvent } from "@/lib/shared/event-schedule";

/**
 * "Roll season forward" (admins): copy one year's events to the next year, on the same weekday of
 * the same week of the year, as provisional dates the team then confirms.
 */
export function RollSeasonDialog({
  eventBrandId,
  events,
}: {
  eventBrandId: number;
  events: readonly DatedEvent[];
}) {
  const years = yearsOf(events);
  const [open, setOpen] = useState(false);
  const [fromYear, setFromYear] = useState<number | null>(null);
  const roll = useRollSeason(eventBrandId);
  if (years.length === 0) return null;
  const from = fromYear ?? years[0]!;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setFromYear(years[0]!);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarPlus className="size-4" aria-hidden /> Roll season forward
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            roll.mutate({ fromYear: from }, { onSuccess: () => setOpen(false) });
          }}
        >
          <DialogHeader>
            <DialogTitle>Roll season forward</DialogTitle>
            <DialogDescription>
              Copies every event of the chosen year to the next one, on the same weekday of the same
              week of the year, marked &ldquo;Provisional dates&rdquo; until you confirm them.
              Events already in the next year are left as they are.
            </DialogDescription>
          </DialogHeader>
          <Field label="Copy the events of">
            <SimpleSelect
              value={String(from)}
              onValueChange={(value) => setFromYear(Number(value))}
              options={years.map((year) => ({
                value: String(year),
                label: `${year} to ${year + 1}`,
              }))}
            />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={roll.isPending}>
              {roll.isPending ? "Rolling..." : `Copy to ${from + 1}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
