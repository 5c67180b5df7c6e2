"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCreateEventBrand } from "@/lib/client/hooks/use-event-brands";
import { useZodForm } from "@/lib/client/use-form";
import { toast } from "@/lib/client/use-toast";
import { EVENT_BRAND_MESSAGES, eventBrandFormCheck } from "@/lib/shared/event-brand-form";

const EMPTY = { name: "", website: "", description: "" };

/**
 * A new event brand's form (the admin panel's and the Add Event Brand dialog's), checked by the
 * shared form check (no zod): the name is required ('Validation Error' / 'Event name is
 * required') and follows the name rule; a failed create shows under the name.
 */
export function useNewEventBrand({ guard = false }: { guard?: boolean } = {}) {
  const form = useZodForm(eventBrandFormCheck, EMPTY, { guard });
  const create = useCreateEventBrand();
  const blank = String(form.values.name ?? "").trim() === "";
  const setError = (message: string | null) => form.setErrors({ name: message ?? undefined });
  /** Say why a blank name cannot be created. */
  const refuse = () => {
    setError(EVENT_BRAND_MESSAGES.nameRequired);
    toast({
      title: "Validation Error",
      description: EVENT_BRAND_MESSAGES.nameRequired,
      variant: "destructive",
    });
  };
  /** Create the brand from the values; a failure shows under its field (else the name). */
  const save = (onSuccess: () => void) => {
    const input = form.validate();
    if (!input) return;
    create.mutate(input, {
      onSuccess: () => {
        form.reset();
        onSuccess();
      },
      onError: (failure) => {
        if (!form.applyServerError(failure)) setError(failure.message);
      },
    });
  };
  return {
    values: form.values,
    bind: form.bind,
    errors: form.errors,
    error: form.errors.name ?? null,
    setError,
    blank,
    refuse,
    reset: () => form.reset(),
    save,
    saving: create.isPending,
    dirty: form.dirty,
    confirmDiscard: form.confirmDiscard,
  };
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
  const { bind, blank, values, error, errors, setError, refuse } = form;
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
      <Field label="Website (optional)" error={errors.website}>
        <Input {...bind("website")} maxLength={500} placeholder="e.g. www.livgolf.com" />
      </Field>
    </>
  );
  return (
    <>
      {columns ? <div className="grid gap-4 sm:grid-cols-2">{nameAndWebsite}</div> : nameAndWebsite}
      <Field label="Description (optional)" error={errors.description}>
        <Textarea {...bind("description")} maxLength={5000} rows={descriptionRows} />
      </Field>
    </>
  );
}
