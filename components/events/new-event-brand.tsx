"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCreateEventBrand } from "@/lib/client/hooks/use-event-brands";
import { bindText } from "@/lib/client/use-form";
import { toast } from "@/lib/client/use-toast";
import { EVENT_BRAND_MESSAGES } from "@/lib/shared/schemas/event-brand";

const EMPTY = { name: "", website: "", description: "" };

/**
 * A new event brand's form (the admin panel's and the Add Event Brand dialog's): the name is
 * required ('Validation Error' / 'Event name is required'), a failed create shows under the name.
 */
export function useNewEventBrand() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateEventBrand();
  const blank = values.name.trim() === "";
  const bind = bindText(values, (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError(null);
  });
  /** Say why a blank name cannot be created. */
  const refuse = () => {
    setError(EVENT_BRAND_MESSAGES.nameRequired);
    toast({
      title: "Validation Error",
      description: EVENT_BRAND_MESSAGES.nameRequired,
      variant: "destructive",
    });
  };
  const reset = () => {
    setValues(EMPTY);
    setError(null);
  };
  /** Create the brand from the values; a failure shows under the name. */
  const save = (onSuccess: () => void) =>
    create.mutate(values, { onSuccess, onError: (failure) => setError(failure.message) });
  return { values, bind, error, setError, blank, refuse, reset, save, saving: create.isPending };
}

/** The name, website and description fields of a new event brand. */
export function NewEventBrandFields({
  form,
  nameLabel,
  descriptionRows,
  autoFocus = false,
  columns = false,
}: {
  form: ReturnType<typeof useNewEventBrand>;
  nameLabel: string;
  descriptionRows: number;
  autoFocus?: boolean;
  /** Name and website side by side on wider screens. */
  columns?: boolean;
}) {
  const { bind, blank, values, error, setError, refuse } = form;
  const nameAndWebsite = (
    <>
      <Field label={nameLabel} error={error}>
        <Input
          {...bind("name")}
          maxLength={255}
          placeholder="e.g. LIV Golf"
          autoFocus={autoFocus}
          onBlur={() => blank && values.name !== "" && setError(EVENT_BRAND_MESSAGES.nameRequired)}
          onKeyDown={(event) => {
            // With the button disabled the browser will not submit; say why instead.
            if (event.key === "Enter" && blank) {
              event.preventDefault();
              refuse();
            }
          }}
        />
      </Field>
      <Field label="Website (optional)">
        <Input {...bind("website")} maxLength={500} placeholder="e.g. www.livgolf.com" />
      </Field>
    </>
  );
  return (
    <>
      {columns ? <div className="grid gap-4 sm:grid-cols-2">{nameAndWebsite}</div> : nameAndWebsite}
      <Field label="Description (optional)">
        <Textarea {...bind("description")} maxLength={5000} rows={descriptionRows} />
      </Field>
    </>
  );
}
