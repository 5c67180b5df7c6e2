"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { writeStorage } from "@/lib/client/browser-storage";
import {
  useDeleteSpecificEvent,
  useUpdateSpecificEvent,
} from "@/lib/client/hooks/use-specific-events";
import { fieldErrorsFrom } from "@/lib/client/use-form";
import { STORAGE_KEYS } from "@/lib/shared/event-context";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { EventFormFields, type EventFormValues } from "../event-form-fields";

const valuesOf = (event: SpecificEventDetail): EventFormValues => ({
  name: event.name,
  startDate: event.startDate ?? "",
  endDate: event.endDate ?? "",
  locationName: event.locationName ?? "",
  locationCountry: event.locationCountry ?? "",
  description: event.description ?? "",
});

/** Fix a wrong date or venue, or remove a cancelled event (admins). */
export function EventAdminActions({ event }: { event: SpecificEventDetail }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => valuesOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSpecificEvent(event.id);
  const remove = useDeleteSpecificEvent();
  const router = useRouter();

  return (
    <div className="flex gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) {
            setValues(valuesOf(event));
            setErrors({});
          }
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
        </DialogTrigger>
        <DialogContent className="sm:max-w-xl">
          <form
            className="grid gap-4"
            onSubmit={(submit) => {
              submit.preventDefault();
              update.mutate(values, {
                onSuccess: () => {
                  writeStorage(STORAGE_KEYS.forceEventsRefresh, "true");
                  setOpen(false);
                },
                onError: (error) => setErrors(fieldErrorsFrom(error)),
              });
            }}
          >
            <DialogHeader>
              <DialogTitle>Edit {event.name}</DialogTitle>
            </DialogHeader>
            <EventFormFields
              values={values}
              errors={errors}
              onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
            />
            <DialogFooter>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm">
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {event.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              The event and its sponsor links are removed from the schedule. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() =>
                remove.mutate(event, {
                  onSuccess: () => {
                    writeStorage(STORAGE_KEYS.forceEventsRefresh, "true");
                    router.push(`/specific-events?eventBrandId=${event.eventBrandId}`);
                  },
                })
              }
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
