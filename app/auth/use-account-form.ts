"use client";

import { useRef, type FormEvent } from "react";

interface CheckedForm<T> {
  validate: () => T | null;
  applyServerError: (error: unknown) => boolean;
}

/**
 * The submit of an account form: checked in the browser first, then `submit` with the parsed
 * values and `showServerError`, which puts the server's field errors on their fields. When a field
 * is in error either way, the first such field takes the focus, so a screen reader reads the field
 * and its error.
 */
export function useAccountForm<T>(
  form: CheckedForm<T>,
  submit: (input: T, showServerError: (error: unknown) => boolean) => void,
) {
  const ref = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  const showServerError = (error: unknown): boolean => {
    const onField = form.applyServerError(error);
    if (onField) focusFirstInvalid();
    return onField;
  };
  return {
    ref,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const input = form.validate();
      if (input) submit(input, showServerError);
      else focusFirstInvalid();
    },
  };
}
