"use client";

import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog, useDialogState } from "@/components/ui/form-dialog";
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
  const dialog = useDialogState({ onOpen: () => setFromYear(years[0]!) });
  const [fromYear, setFromYear] = useState<number | null>(null);
  const roll = useRollSeason(eventBrandId);
  if (years.length === 0) return null;
  const from = fromYear ?? years[0]!;
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant="outline">
          <CalendarPlus className="size-4" aria-hidden /> Roll season forward
        </Button>
      }
      title="Roll season forward"
      description={
        <>
          Copies every event of the chosen year to the next one, on the same weekday of the same
          week of the year, marked &ldquo;Provisional dates&rdquo; until you confirm them. Events
          already in the next year are left as they are.
        </>
      }
      onSubmit={() => roll.mutate({ fromYear: from }, { onSuccess: dialog.close })}
      submitLabel={`Copy to ${from + 1}`}
      pendingLabel="Rolling..."
      pending={roll.isPending}
    >
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
    </FormDialog>
  );
}
