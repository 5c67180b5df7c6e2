"use client";

import type * as React from "react";
import { useState } from "react";
import { Button } from "./button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

export interface DialogFormProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Called on submit (the browser's own submission is prevented). */
  onSubmit: () => void;
  submitLabel: React.ReactNode;
  /** The submit button's label while `pending`. */
  pendingLabel: React.ReactNode;
  /** While true the submit button (and Cancel, by default) is disabled. */
  pending: boolean;
  /** False disables the submit button (nothing to send yet). */
  canSubmit?: boolean;
  /** Shows a Cancel button before the submit button. */
  onCancel?: () => void;
  cancelLabel?: React.ReactNode;
  /** Whether Cancel is disabled; by default while pending. */
  cancelDisabled?: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * A dialog's form: its title and description, the fields, and a footer with an optional Cancel
 * and the submit button, which reads `pendingLabel` and is disabled while the request runs. Use it
 * inside a DialogContent when the dialog also shows something else (see FormDialog otherwise).
 */
export function DialogForm({
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  canSubmit = true,
  onCancel,
  cancelLabel = "Cancel",
  cancelDisabled = pending,
  className = "grid gap-4",
  children,
}: DialogFormProps) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      {children}
      <DialogFooter>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending || !canSubmit}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * A dialog that is one form (see DialogForm), opened by `trigger` or controlled by its owner.
 * `after` goes inside the dialog, after the form (a confirmation it may raise, for example).
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  contentClassName,
  after,
  ...form
}: DialogFormProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: React.ReactNode;
  contentClassName?: string;
  after?: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={contentClassName}>
        <DialogForm {...form} />
        {after}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog's open state with what happens around it: `confirmClose` may keep it open (unsaved
 * changes), `onOpen` and `onClose` run as it opens and closes (to reset a form).
 */
export function useDialogState({
  confirmClose,
  onOpen,
  onClose,
}: {
  confirmClose?: () => boolean;
  onOpen?: () => void;
  onClose?: () => void;
} = {}) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (!next && confirmClose && !confirmClose()) return;
    setOpen(next);
    if (next) onOpen?.();
    else onClose?.();
  };
  return { open, onOpenChange, close: () => setOpen(false) };
}
