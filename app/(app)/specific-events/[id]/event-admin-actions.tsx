"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminActions } from "@/components/events/admin-actions";
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
  const [values, setValues] = useState(() => valuesOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSpecificEvent(event.id);
  const remove = useDeleteSpecificEvent();
  const router = useRouter();
  // Another page's schedule reads this and refetches once.
  const refreshSchedules = () => writeStorage(STORAGE_KEYS.forceEventsRefresh, "true");

  return (
    <AdminActions
      name={event.name}
      editClassName="sm:max-w-xl"
      onEditOpen={() => {
        setValues(valuesOf(event));
        setErrors({});
      }}
      saving={update.isPending}
      onSave={(close) =>
        update.mutate(values, {
          onSuccess: () => {
            refreshSchedules();
            close();
          },
          onError: (error) => setErrors(fieldErrorsFrom(error)),
        })
      }
      fields={
        <EventFormFields
          values={values}
          errors={errors}
          onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
        />
      }
      deleteDescription="The event and its sponsor links are removed from the schedule. This cannot be undone."
      onDelete={() =>
        remove.mutate(event, {
          onSuccess: () => {
            refreshSchedules();
            router.push(`/specific-events?eventBrandId=${event.eventBrandId}`);
          },
        })
      }
    />
  );
}
