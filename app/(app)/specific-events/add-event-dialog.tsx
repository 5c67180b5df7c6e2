"use client";

import { Plus } from "lucide-react";
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
import { useCreateSpecificEvent } from "@/lib/client/hooks/use-specific-events";
import { fieldErrorsFrom } from "@/lib/client/use-form";
import { todayIso } from "@/lib/shared/dates";
import { EventFormFields, type EventFormValues } from "./event-form-fields";

const emptyForm = (): EventFormValues => ({
  name: "",
  startDate: todayIso(),
  endDate: todayIso(),
  locationName: "",
  locationCountry: "",
  description: "",
});

/**
 * Add Event: dates default to today; the server checks the fields and its message is
 * shown on failure; on success the dialog closes, the list refreshes and the form resets.
 */
export function AddEventDialog({
  brandId,
  brandName,
  open,
  onOpenChange,
}: {
  brandId: number;
  brandName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // No checks in the browser: the server's answer says what is wrong.
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateSpecificEvent();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden /> Add Event
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(
              { ...values, eventBrandId: brandId },
              {
                onSuccess: () => {
                  setValues(emptyForm());
                  setErrors({});
                  onOpenChange(false);
                },
                onError: (error) => setErrors(fieldErrorsFrom(error)),
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>Add Event</DialogTitle>
            <DialogDescription>
              {brandName ? `A new event of ${brandName}.` : "A new event."}
            </DialogDescription>
          </DialogHeader>
          <EventFormFields
            values={values}
            errors={errors}
            onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
          />
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Event"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
