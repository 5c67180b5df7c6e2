"use client";

import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteImport } from "@/lib/client/hooks/use-imports";
import type { ImportView } from "@/lib/shared/schemas/imports";

/** Delete an import that was never started, after a confirmation; nothing in the catalogue changes. */
export function DeleteDraftButton({
  view,
  onDeleted,
}: {
  view: ImportView;
  onDeleted?: () => void;
}) {
  const remove = useDeleteImport(view);
  if (view.status !== "ready") return null;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Delete draft import of ${view.fileName}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      }
      title="Delete this draft import?"
      description={`${view.fileName} was uploaded but never imported. Its rows are deleted; the catalogue does not change.`}
      confirmLabel="Delete draft"
      busyLabel="Deleting…"
      busy={remove.isPending}
      destructive
      onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
    />
  );
}
