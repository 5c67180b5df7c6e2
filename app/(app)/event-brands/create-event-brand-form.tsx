"use client";

import { useImperativeHandle, type Ref } from "react";
import { NewEventBrandFields, useNewEventBrand } from "@/components/events/new-event-brand";
import { DialogForm } from "@/components/ui/form-dialog";

/** What the Add Event Brand dialog asks of its form before it closes. */
export type CreateEventBrandFormHandle = { confirmDiscard: () => boolean };

/**
 * The Add Event Brand dialog's form (name required, website free text, description optional):
 * it exists while the dialog is open, so each opening starts empty and unsaved changes are
 * guarded while it is there.
 */
export function CreateEventBrandForm({
  ref,
  onCreated,
}: {
  ref: Ref<CreateEventBrandFormHandle>;
  onCreated: () => void;
}) {
  const form = useNewEventBrand({ guard: true });
  useImperativeHandle(ref, () => ({ confirmDiscard: form.confirmDiscard }), [form.confirmDiscard]);
  return (
    <DialogForm
      title="Add Event Brand"
      description="A league, series or tournament your team sells sponsorship for."
      onSubmit={() => {
        if (form.blank) return;
        form.save(onCreated);
      }}
      submitLabel="Create Event Brand"
      pendingLabel="Creating..."
      pending={form.saving}
      canSubmit={!form.blank}
    >
      <NewEventBrandFields form={form} nameLabel="Name" descriptionRows={4} autoFocus />
    </DialogForm>
  );
}
