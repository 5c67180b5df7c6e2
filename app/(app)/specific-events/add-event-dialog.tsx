"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { useCreateSpecificEvent } from "@/lib/client/hooks/use-specific-events";
import { useZodForm } from "@/lib/client/use-form";
import { todayIso } from "@/lib/shared/dates";
import { formCheck } from "@/lib/shared/form-check";
import type { SpecificEventCreateBody } from "@/lib/shared/schemas/specific-event";
import { EventFormFields, type EventFormValues } from "./event-form-fields";

// No checks in the browser: the server's answer says what is wrong. The form only takes the
// request's type (a plain check, so the schedule page loads no zod).
const unchecked = formCheck<SpecificEventCreateBody, SpecificEventCreateBody>((values) => ({
  data: values,
}));

const emptyForm = (): EventFormValues => ({
  name: "",
  startDate: todayIso(),
  endDate: todayIso(),
  locationName: "",
  locationCountry: "",
  description: "",
  bannerImage: "",
});

/**
 * Add Event: dates default to today; the server checks the fields and its message is
 * shown on failure; on success the dialog closes, the list refreshes and the form resets.
 * Closing it with unsaved changes asks first, and so does leaving the page.
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
  const form = useZodForm(unchecked, { ...emptyForm(), eventBrandId: brandId }, { guard: open });
  const create = useCreateSpecificEvent();

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !form.confirmDiscard()) return;
        if (!next) form.reset({ ...emptyForm(), eventBrandId: brandId });
        onOpenChange(next);
      }}
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden /> Add Event
        </Button>
      }
      contentClassName="sm:max-w-xl"
      title="Add Event"
      description={brandName ? `A new event of ${brandName}.` : "A new event."}
      onSubmit={() =>
        create.mutate(
          { ...form.values, eventBrandId: brandId },
          {
            onSuccess: () => {
              form.reset({ ...emptyForm(), eventBrandId: brandId });
              onOpenChange(false);
            },
            onError: form.onServerError(),
          },
        )
      }
      submitLabel="Create Event"
      pendingLabel="Creating..."
      pending={create.isPending}
    >
      <EventFormFields
        values={form.values}
        errors={form.errors}
        onChange={(key, value) => form.setField(key, value)}
      />
    </FormDialog>
  );
}
