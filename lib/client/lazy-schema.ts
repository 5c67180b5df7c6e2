"use client";

import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { FormCheck, FormCheckResult } from "@/lib/shared/form-check";
import { whenUserActs } from "./deferred-work";
import { useZodForm, type FormOptions } from "./use-form";
import { toastError } from "./use-toast";

/** Said when a submit finds the form's checks cannot be fetched (the connection dropped). */
export const SCHEMA_LOAD_FAILED =
  "The form could not be checked because the connection failed. Nothing was sent: try again.";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * A form's zod schema loaded on demand, so the page's first-load code carries no zod: the same
 * schema as the server's checks the form (same messages) once it has arrived. Give it to
 * `useLazyZodForm`, which starts loading it at the user's first interaction with the page.
 */
export interface LazySchema<S extends FormSchema> extends FormCheck<z.input<S>, z.output<S>> {
  /** Starts loading the schema (once; again after a failed load) and answers it. */
  load(): Promise<S>;
  /** The schema once loaded. */
  loaded(): S | undefined;
}

/**
 * A lazy schema from its import, e.g.
 * `lazySchema(() => import("@/lib/shared/schemas/contact").then((m) => m.contactFormSchema))`.
 */
export function lazySchema<S extends FormSchema>(importSchema: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  let schema: S | undefined;
  return {
    load() {
      loading ??= importSchema().then(
        (loaded) => (schema = loaded),
        (error: unknown) => {
          // A chunk that failed to load (offline) is asked for again by the next submit.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => schema,
    safeParse(value) {
      if (!schema) throw new Error("The form's schema has not loaded: submit with handleSubmit");
      return schema.safeParse(value) as FormCheckResult<z.output<S>>;
    },
  };
}

/**
 * `useZodForm` with a lazy schema: the schema starts loading at the user's first press, key, touch
 * or focus on the page (at once for a form shown after one, such as a dialog's), so a page that is
 * only looked at never loads it, and loading it never competes with the page's own start. A submit
 * pressed before it has arrived checks the submitted values when it does (another press meanwhile
 * is the same submit). Such a form submits through `handleSubmit`: `validate()` needs the schema
 * loaded.
 */
export function useLazyZodForm<S extends FormSchema>(
  schema: LazySchema<S>,
  initial: z.input<S>,
  options?: FormOptions,
) {
  const form = useZodForm(schema, initial, options);
  useEffect(() => whenUserActs(() => void schema.load().catch(() => undefined)), [schema]);
  const waiting = useRef(false);
  const handleSubmit: typeof form.handleSubmit = (send) => (event) => {
    event?.preventDefault();
    // This render's handler: it checks the values as they were when the form was submitted.
    const submit = form.handleSubmit(send);
    if (schema.loaded()) return submit();
    if (waiting.current) return;
    waiting.current = true;
    // Not loaded (offline): nothing is sent, the user is told, and the next press asks for the
    // schema again.
    schema
      .load()
      .then(
        () => submit(),
        () => toastError(new Error(SCHEMA_LOAD_FAILED)),
      )
      .finally(() => (waiting.current = false));
  };
  return { ...form, handleSubmit };
}
