"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { FormCheck } from "@/lib/shared/form-check";
import { ApiError } from "./api";
import { useHydrated } from "./use-hydrated";

type ZodFormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type FormSchema = ZodFormSchema | FormCheck<Record<string, unknown>, unknown>;
type FormInput<S> = S extends ZodFormSchema
  ? z.input<S>
  : S extends FormCheck<infer I, unknown>
    ? I
    : never;
type FormOutput<S> = S extends ZodFormSchema
  ? z.output<S>
  : S extends FormCheck<Record<string, unknown>, infer O>
    ? O
    : never;

type Errors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Form state checked by a zod schema (or a plain `formCheck`, for bundles without zod): the first message of each field is shown next to it, and
 * field errors the server sends back (details with paths like "body.email") land on the same fields.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  initial: FormInput<S>,
  options: FormOptions = {},
) {
  type Values = FormInput<S> & Record<string, unknown>;
  const [values, setValues] = useState<Values>(initial as Values);
  const [errors, setErrors] = useState<Errors<Values>>({});
  // What the values are compared with to know whether the user changed anything.
  const [baseline, setBaseline] = useState<Values>(initial as Values);
  const dirty = isDirty(baseline, values);
  useUnsavedChangesGuard(Boolean(options.guard) && dirty);
  // False until the page has hydrated: a submit button drawn by the server waits for it (a click
  // before would do nothing). Fields need not wait: see `bind`.
  const ready = useHydrated();

  const setField = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }, []);

  /** Parsed values when valid; otherwise null, with the errors shown. */
  const validate = useCallback((): FormOutput<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data as FormOutput<S>;
    }
    const next: Errors<Values> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "") as keyof Values & string;
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  }, [schema, values]);

  /** Show the server's field errors; answers whether any field took one. */
  const applyServerError = useCallback((error: unknown): boolean => {
    const next = fieldErrorsFrom(error) as Errors<Values>;
    setErrors(next);
    return Object.keys(next).length > 0;
  }, []);

  /**
   * A failed request's errors on the form: the server's field errors, else (with `field`) its
   * message under that field. Pass it as a mutation's `onError`.
   */
  const onServerError = useCallback(
    (field?: keyof Values & string) => (error: Error) => {
      if (!applyServerError(error) && field)
        setErrors({ [field]: error.message } as Errors<Values>);
    },
    [applyServerError],
  );

  /**
   * A submit handler (a form's onSubmit, whose own submission it prevents, or a dialog form's):
   * checks the values and hands the parsed ones to `send` when they pass.
   */
  const handleSubmit =
    (send: (input: FormOutput<S>) => void) => (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      const input = validate();
      if (input) send(input);
    };

  /** Start again from `to` (the initial values by default): the form is clean afterwards. */
  const reset = useCallback((to: Values = initial as Values) => {
    setValues(to);
    setBaseline(to);
    setErrors({});
    // `initial` is the starting value by design; later renders do not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * A text input's name, value, onChange and ref for one field. A field drawn by the server can be
   * typed into before the page hydrates; hydration keeps that text on screen but tells the form
   * nothing, so the ref takes the field's text into the form's values when React attaches it
   * (afterwards the two are always equal and the ref does nothing).
   */
  const bind = (key: keyof FormInput<S> & string) => {
    const value = String(values[key] ?? "");
    return {
      name: key,
      value,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setField(key, event.target.value as Values[typeof key]),
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        if (element && element.value !== value) setField(key, element.value as Values[typeof key]);
      },
    };
  };

  /**
   * Ask before throwing away unsaved changes (a dialog's close): true when the form is clean or
   * the user agrees to discard.
   */
  const confirmDiscard = useCallback(
    () => !dirty || window.confirm(UNSAVED_CHANGES_MESSAGE),
    [dirty],
  );

  return {
    values,
    errors,
    /** False until the page has hydrated: submit buttons wait for it too. */
    ready,
    setField,
    bind,
    validate,
    applyServerError,
    onServerError,
    handleSubmit,
    reset,
    setErrors,
    dirty,
    confirmDiscard,
  };
}

export interface FormOptions {
  /**
   * Guard unsaved changes (long forms): while the form is dirty, leaving the page (reload, close,
   * typing an address) asks through the browser's own prompt, and following an in-app link asks
   * to confirm. Dialogs call `confirmDiscard()` before closing.
   */
  guard?: boolean;
}

export const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes. Discard them?";

/** Whether a form's values differ from where it started (text compared after trimming ends). */
export function isDirty(baseline: object, values: object): boolean {
  const keys = new Set([...Object.keys(baseline), ...Object.keys(values)]);
  for (const key of keys) {
    if (!sameValue(Reflect.get(baseline, key), Reflect.get(values, key))) return true;
  }
  return false;
}

function sameValue(a: unknown, b: unknown): boolean {
  const norm = (value: unknown) =>
    value === null || value === undefined ? "" : typeof value === "string" ? value.trim() : value;
  const x = norm(a);
  const y = norm(b);
  if (Array.isArray(x) && Array.isArray(y)) {
    return x.length === y.length && x.every((item, index) => sameValue(item, y[index]));
  }
  if (x && y && typeof x === "object" && typeof y === "object") {
    return !isDirty(x, y);
  }
  return Object.is(x, y);
}

/**
 * While `active`, warn before the user loses unsaved changes: the browser's prompt on reload,
 * close or a typed address (beforeunload), and a confirmation before a click on an in-app link
 * navigates away. Any form can use it with its own notion of dirty.
 */
export function useUnsavedChangesGuard(active: boolean, message = UNSAVED_CHANGES_MESSAGE) {
  const messageRef = useRef(message);
  useEffect(() => {
    messageRef.current = message;
  }, [message]);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      if (!window.confirm(messageRef.current)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    // Capture phase: before Next's Link handler starts the client-side navigation.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [active]);
}

/** The server's field errors (details with paths like "body.email"), first message per field. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return out;
  for (const detail of error.details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof detail.path !== "string" || typeof detail.message !== "string") continue;
    const key = detail.path.replace(/^body\./, "").split(".")[0] ?? "";
    out[key] ??= detail.message;
  }
  return out;
}

/** The keys of `T` whose values are text. */
type TextKeys<T> = {
  [K in keyof T]: T[K] extends string | null | undefined ? K : never;
}[keyof T] &
  string;

/**
 * Bind text inputs to a form's values: `bind(key)` gives an Input or Textarea its `value` (empty
 * for null) and an `onChange` that hands the new text to `onChange(key, text)`.
 */
export function bindText<T>(values: T, onChange: (key: TextKeys<T>, value: string) => void) {
  return (key: TextKeys<T>) => ({
    value: (values[key] as string | null | undefined) ?? "",
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(key, event.target.value),
  });
}
