"use client";

import { Pencil, Trash2 } from "lucide-react";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormDialog, useDialogState } from "@/components/ui/form-dialog";

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
  const dialog = useDialogState({ confirmClose: confirmDiscard, onOpen: onEditOpen });
  return (
    <div className="flex gap-2">
      <FormDialog
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        trigger={
          <Button variant="outline" size="sm">
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
        }
        contentClassName={editClassName}
        title={`Edit ${name}`}
        onSubmit={() => {
          if (canSave) onSave(dialog.close);
        }}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={saving}
        canSubmit={canSave}
      >
        {fields}
      </FormDialog>
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
