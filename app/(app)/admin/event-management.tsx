"use client";

import { useMutation } from "@tanstack/react-query";
import { CalendarPlus, Download, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { NewEventBrandFields, useNewEventBrand } from "@/components/events/new-event-brand";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import { IMPORT_BUSY_MS } from "@/lib/shared/job-progress";

/**
 * Event Management: import the LIV Golf schedule of the season not yet over (chosen by the server
 * from today's date), and add an event brand.
 */
export function EventManagement({ schedule }: { schedule: ScheduleOffer }) {
  return (
    <Card role="region" aria-labelledby="event-management-title">
      <CardHeader>
        <CardTitle as="h2" id="event-management-title">
          Event Management
        </CardTitle>
        <CardDescription>Schedules and the event brands your team sells.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ImportSchedule {...schedule} />
        <AddEventBrandForm />
      </CardContent>
    </Card>
  );
}

/** The season the schedule import offers; `rolledFrom`: the published season its dates come from. */
export interface ScheduleOffer {
  season: number;
  rolledFrom: number | null;
}

function ImportSchedule({ season, rolledFrom }: ScheduleOffer) {
  const [busy, setBusy] = useState(false);
  const importer = useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/import-liv-events"),
    onSuccess: () => {
      setBusy(true);
      toast({
        title: "LIV Golf Events Import Started",
        description: "The import process is running in the background.",
        variant: "success",
      });
    },
    onError: () =>
      toast({
        title: "Import Failed",
        description: "Failed to start import",
        variant: "destructive",
      }),
  });
  // The import runs after the answer; the indicator is a courtesy that clears after 3 s.
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), IMPORT_BUSY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  const working = importer.isPending || busy;

  return (
    <section className="space-y-3 rounded-lg border bg-muted/30 p-5" aria-labelledby="import-title">
      <div className="flex items-center gap-2">
        <CalendarPlus className="size-4 text-primary" aria-hidden />
        <h3 id="import-title" className="font-semibold">
          {season} LIV Golf schedule
        </h3>
      </div>
      <p className="text-sm text-muted-foreground">
        Adds the {season} season&apos;s events under the LIV Golf brand
        {rolledFrom
          ? `, dated from the ${rolledFrom} schedule and marked provisional until confirmed`
          : ""}
        . Events already there are left as they are.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => importer.mutate()} disabled={working}>
          <Download aria-hidden /> Import {season} LIV Golf schedule
        </Button>
        {working ? <Spinner size="sm" text="Importing…" /> : null}
      </div>
    </section>
  );
}

/** Add new event brand: name required ('Validation Error' / 'Event name is required'). */
function AddEventBrandForm() {
  const form = useNewEventBrand();
  return (
    <form
      noValidate
      aria-labelledby="add-brand-title"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.blank) return form.refuse();
        form.save(form.reset);
      }}
    >
      <h3 id="add-brand-title" className="font-semibold">
        Add new event brand
      </h3>
      <NewEventBrandFields form={form} nameLabel="Event name" descriptionRows={3} columns />
      <div>
        <Button type="submit" disabled={form.blank || form.saving}>
          <Plus aria-hidden /> {form.saving ? "Creating..." : "Create Event Brand"}
        </Button>
      </div>
    </form>
  );
}
