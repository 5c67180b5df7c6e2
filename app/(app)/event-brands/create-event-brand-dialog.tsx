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
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCreateEventBrand } from "@/lib/client/hooks/use-event-brands";
import { toast } from "@/lib/client/use-toast";
import { EVENT_BRAND_MESSAGES } from "@/lib/shared/schemas/event-brand";

const EMPTY = { name: "", website: "", description: "" };

/** Add Event Brand (admins): name required, website free text, description optional. */
export function CreateEventBrandDialog({ label = "Add Event Brand" }: { label?: string }) {
  const [open, setOpen] = useState(false);
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

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setValues(EMPTY);
          setError(null);
        }
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
            if (blank) return;
            create.mutate(values, {
              onSuccess: () => setOpen(false),
              onError: (failure) => setError(failure.message),
            });
          }}
        >
          <DialogHeader>
            <DialogTitle>Add Event Brand</DialogTitle>
            <DialogDescription>
              A league, series or tournament your team sells sponsorship for.
            </DialogDescription>
          </DialogHeader>
          <Field label="Name" error={error}>
            <Input
              value={values.name}
              onChange={set("name")}
              maxLength={255}
              placeholder="e.g. LIV Golf"
              autoFocus
              onBlur={() =>
                blank && values.name !== "" && setError(EVENT_BRAND_MESSAGES.nameRequired)
              }
              onKeyDown={(event) => {
                // With the button disabled the browser will not submit; say why instead.
                if (event.key === "Enter" && blank) {
                  event.preventDefault();
                  setError(EVENT_BRAND_MESSAGES.nameRequired);
                  toast({
                    title: "Validation Error",
                    description: EVENT_BRAND_MESSAGES.nameRequired,
                    variant: "destructive",
                  });
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
          <Field label="Description (optional)">
            <Textarea
              value={values.description}
              onChange={set("description")}
              maxLength={5000}
              rows={4}
            />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={blank || create.isPending}>
              {create.isPending ? "Creating..." : "Create Event Brand"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
