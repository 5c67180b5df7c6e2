"use client";

import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Button } from "@/components/ui/lean";
import type { CreateEventBrandFormHandle } from "./create-event-brand-form";

// The form (its fields, checks and request) loads on the first open, with the dialog's own code,
// or as the pointer or focus reaches the button: not with the page.
let CreateEventBrandForm:
  (typeof import("./create-event-brand-form"))["CreateEventBrandForm"] | undefined;
const loadForm = () =>
  import("./create-event-brand-form").then((module) => {
    CreateEventBrandForm = module.CreateEventBrandForm;
  });

/** Add Event Brand (admins): the button and its dialog. */
export function CreateEventBrandDialog({ label = "Add Event Brand" }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const form = useRef<CreateEventBrandFormHandle>(null);
  const onOpenChange = (next: boolean) => {
    // Opens once the form is there; closing asks first when it has unsaved changes.
    if (next) void loadForm().then(() => setOpen(true));
    else if (form.current?.confirmDiscard() ?? true) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
          <Plus className="size-4" aria-hidden /> {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {CreateEventBrandForm ? (
          <CreateEventBrandForm ref={form} onCreated={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
