"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { NewEventBrandFields, useNewEventBrand } from "@/components/events/new-event-brand";
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

/** Add Event Brand (admins): name required, website free text, description optional. */
export function CreateEventBrandDialog({ label = "Add Event Brand" }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const form = useNewEventBrand({ guard: open });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !form.confirmDiscard()) return;
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden /> {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (form.blank) return;
            form.save(() => setOpen(false));
          }}
        >
          <DialogHeader>
            <DialogTitle>Add Event Brand</DialogTitle>
            <DialogDescription>
              A league, series or tournament your team sells sponsorship for.
            </DialogDescription>
          </DialogHeader>
          <NewEventBrandFields form={form} nameLabel="Name" descriptionRows={4} autoFocus />
          <DialogFooter>
            <Button type="submit" disabled={form.blank || form.saving}>
              {form.saving ? "Creating..." : "Create Event Brand"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
