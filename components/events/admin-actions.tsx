"use client";

import { Pencil, Trash2 } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/**
 * An admin's Edit and Delete buttons for a property or an event: Edit opens a form dialog
 * ('Edit <name>', Save Changes), Delete asks first ('Delete <name>?').
 */
export function AdminActions({
  name,
  onEditOpen,
  fields,
  editClassName,
  saving,
  canSave = true,
  onSave,
  deleteDescription,
  onDelete,
  confirmDiscard = () => true,
}: {
  name: string;
  /** Reset the form from the record each time the dialog opens. */
  onEditOpen: () => void;
  fields: React.ReactNode;
  editClassName?: string;
  saving: boolean;
  canSave?: boolean;
  /** Save the form; call `close` when it saved. */
  onSave: (close: () => void) => void;
  deleteDescription: string;
  onDelete: () => void;
  /** Asked before the edit dialog closes: false keeps it open (unsaved changes kept). */
  confirmDiscard?: () => boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !confirmDiscard()) return;
          setOpen(next);
          if (next) onEditOpen();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
        </DialogTrigger>
        <DialogContent className={editClassName}>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (canSave) onSave(() => setOpen(false));
            }}
          >
            <DialogHeader>
              <DialogTitle>Edit {name}</DialogTitle>
            </DialogHeader>
            {fields}
            <DialogFooter>
              <Button type="submit" disabled={!canSave || saving}>
                {saving ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm">
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
        }
        title={`Delete ${name}?`}
        description={deleteDescription}
        confirmLabel="Delete"
        destructive
        onConfirm={onDelete}
      />
    </div>
  );
}
