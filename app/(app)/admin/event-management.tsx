"use client";

import { useMutation } from "@tanstack/react-query";
import { CalendarPlus, Download, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/client/api";
import { useCreateEventBrand } from "@/lib/client/hooks/use-event-brands";
import { toast } from "@/lib/client/use-toast";
import { IMPORT_BUSY_MS } from "@/lib/shared/job-progress";
import { EVENT_BRAND_MESSAGES } from "@/lib/shared/schemas/event-brand";

/** Event Management: import the 2025 LIV Golf schedule, and add an event brand. */
export function EventManagement() {
  return (
    <Card role="region" aria-labelledby="event-management-title">
      <CardHeader>
        <CardTitle as="h2" id="event-management-title">
          Event Management
        </CardTitle>
        <CardDescription>Schedules and the event brands your team sells.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ImportSchedule />
        <AddEventBrandForm />
      </CardContent>
    </Card>
  );
}

function ImportSchedule() {
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
          2025 LIV Golf schedule
        </h3>
      </div>
      <p className="text-sm text-muted-foreground">
        Adds the season&apos;s events under the LIV Golf brand. Events already there are left as
        they are.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => importer.mutate()} disabled={working}>
          <Download aria-hidden /> Import 2025 LIV Golf schedule
        </Button>
        {working ? <Spinner size="sm" text="Importing…" /> : null}
      </div>
    </section>
  );
}

const EMPTY = { name: "", website: "", description: "" };

/** Add new event brand: name required ('Validation Error' / 'Event name is required'). */
function AddEventBrandForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateEventBrand();
  const blank = values.name.trim() === "";
  const set =
    (key: keyof typeof EMPTY) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setError(null);
    };
  const refuse = () => {
    setError(EVENT_BRAND_MESSAGES.nameRequired);
    toast({
      title: "Validation Error",
      description: EVENT_BRAND_MESSAGES.nameRequired,
      variant: "destructive",
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="add-brand-title"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return refuse();
        create.mutate(values, {
          onSuccess: () => setValues(EMPTY),
          onError: (failure) => setError(failure.message),
        });
      }}
    >
      <h3 id="add-brand-title" className="font-semibold">
        Add new event brand
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Event name" error={error}>
          <Input
            value={values.name}
            onChange={set("name")}
            maxLength={255}
            placeholder="e.g. LIV Golf"
            onBlur={() =>
              blank && values.name !== "" && setError(EVENT_BRAND_MESSAGES.nameRequired)
            }
            onKeyDown={(event) => {
              // With the button disabled the browser will not submit; say why instead.
              if (event.key === "Enter" && blank) {
                event.preventDefault();
                refuse();
              }
            }}
          />
        </Field>
        <Field label="Website (optional)">
          <Input
            value={values.website}
            onChange={set("website")}
            maxLength={500}
            placeholder="e.g. www.livgolf.com"
          />
        </Field>
      </div>
      <Field label="Description (optional)">
        <Textarea
          value={values.description}
          onChange={set("description")}
          maxLength={5000}
          rows={3}
        />
      </Field>
      <div>
        <Button type="submit" disabled={blank || create.isPending}>
          <Plus aria-hidden /> {create.isPending ? "Creating..." : "Create Event Brand"}
        </Button>
      </div>
    </form>
  );
}
