"use client";

import { Plus } from "lucide-react";
import { NewEventBrandFields, useNewEventBrand } from "@/components/events/new-event-brand";
import { Button } from "@/components/ui/button";
import { FormDialog, useDialogState } from "@/components/ui/form-dialog";

/** Add Event Brand (admins): name required, website free text, description optional. */
export function CreateEventBrandDialog({ label = "Add Event Brand" }: { label?: string }) {
  const dialog = useDialogState({
    confirmClose: () => form.confirmDiscard(),
    onClose: () => form.reset(),
  });
  const form = useNewEventBrand({ guard: dialog.open });

  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden /> {label}
        </Button>
      }
      title="Add Event Brand"
      description="A league, series or tournament your team sells sponsorship for."
      onSubmit={() => {
        if (form.blank) return;
        form.save(dialog.close);
      }}
      submitLabel="Create Event Brand"
      pendingLabel="Creating..."
      pending={form.saving}
      canSubmit={!form.blank}
    >
      <NewEventBrandFields form={form} nameLabel="Name" descriptionRows={4} autoFocus />
    </FormDialog>
  );
}
