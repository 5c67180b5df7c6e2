"use client";

import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useUndoImport } from "@/lib/client/hooks/use-imports";
import type { ImportView } from "@/lib/shared/schemas/imports";

/**
 * Undo an import: remove the brands and contacts it created that nothing uses yet, after a
 * confirmation.
 */
export function UndoImportButton({ view, size }: { view: ImportView; size?: "sm" | "default" }) {
  const undo = useUndoImport(view.id);
  if (view.status !== "completed" && view.status !== "failed") return null;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size={size} aria-label={`Undo import of ${view.fileName}`}>
          <Undo2 aria-hidden /> Undo
        </Button>
      }
      title="Undo this import?"
      description={`The ${view.counts.created} brands and the contacts it created are removed, except those already in use (linked to events, deals, interactions, watchlists or research), which are kept. Fields merged into existing brands and contacts stay.`}
      confirmLabel="Undo import"
      busyLabel="Undoing…"
      busy={undo.isPending}
      destructive
      onConfirm={() => undo.mutate()}
    />
  );
}
