"use client";

import { useCallback, useState } from "react";
import type { z } from "zod";
import { ApiError } from "./api";

type Errors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Form state checked by a zod schema: the first message of each field is shown next to it, and
 * field errors the server sends back (details with paths like "body.email") land on the same fields.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  initial: z.input<S>,
) {
  type Values = z.input<S> & Record<string, unknown>;
  const [values, setValues] = useState<Values>(initial as Values);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const setField = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }, []);

  /** Parsed values when valid; otherwise null, with the errors shown. */
  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
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

  const reset = useCallback((to: Values = initial as Values) => {
    setValues(to);
    setErrors({});
    // `initial` is the starting value by design; later renders do not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A text input's name, value and onChange for one field. */
  const bind = (key: keyof z.input<S> & string) => ({
    name: key,
    value: String(values[key] ?? ""),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setField(key, event.target.value as Values[typeof key]),
  });

  return { values, errors, setField, bind, validate, applyServerError, reset, setErrors };
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
