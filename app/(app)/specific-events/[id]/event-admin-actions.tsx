"use client";

import { useRouter } from "next/navigation";
import { AdminActions } from "@/components/events/admin-actions";
import { writeStorage } from "@/lib/client/browser-storage";
import {
  useDeleteSpecificEvent,
  useUpdateSpecificEvent,
} from "@/lib/client/hooks/use-specific-events";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import { STORAGE_KEYS } from "@/lib/shared/event-context";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { EventFormFields, type EventFormValues } from "../event-form-fields";

// The form's zod schema arrives in a chunk of its own, after the page.
const specificEventUpdateSchema = lazySchema(() =>
  import("@/lib/shared/schemas/specific-event").then((m) => m.specificEventUpdateSchema),
);

const valuesOf = (event: SpecificEventDetail): EventFormValues => ({
  name: event.name,
  startDate: event.startDate ?? "",
  endDate: event.endDate ?? "",
  locationName: event.locationName ?? "",
  locationCountry: event.locationCountry ?? "",
  description: event.description ?? "",
  bannerImage: event.bannerImage ?? "",
});

/**
 * Fix a wrong date, venue or banner, or remove a cancelled event (admins). The server checks the
 * fields; closing the dialog or leaving the page with unsaved changes asks first.
 */
export function EventAdminActions({ event }: { event: SpecificEventDetail }) {
  const form = useLazyZodForm(specificEventUpdateSchema, valuesOf(event), { guard: true });
  const update = useUpdateSpecificEvent(event.id);
  const remove = useDeleteSpecificEvent();
  const router = useRouter();
  // Another page's schedule reads this and refetches once.
  const refreshSchedules = () => writeStorage(STORAGE_KEYS.forceEventsRefresh, "true");

  return (
    <AdminActions
      name={event.name}
      editClassName="sm:max-w-xl"
      onEditOpen={() => form.reset(valuesOf(event))}
      confirmDiscard={form.confirmDiscard}
      saving={update.isPending}
      onSave={(close) =>
        update.mutate(form.values, {
          onSuccess: (saved) => {
            form.reset(valuesOf(saved));
            refreshSchedules();
            close();
          },
          onError: form.onServerError(),
        })
      }
      fields={
        <EventFormFields
          values={form.values}
          errors={form.errors}
          onChange={(key, value) => form.setField(key, value)}
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
