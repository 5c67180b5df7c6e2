"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import { ConflictCallout } from "./conflict-callout";

/** Warn before saving a link or deal that breaks category exclusivity; the user may go ahead. */
export function ExclusivityDialog({
  conflicts,
  subject,
  onCancel,
  onConfirm,
}: {
  conflicts: ExclusivityConflict[] | null;
  subject: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={Boolean(conflicts?.length)}
      onOpenChange={(open) => !open && onCancel()}
      title="Category exclusivity"
      description={`${subject} is in a category another sponsor holds exclusively. Adding it anyway will be flagged on both sponsors.`}
      confirmLabel="Add anyway"
      onConfirm={onConfirm}
    >
      <ConflictCallout conflicts={conflicts ?? []} />
    </ConfirmDialog>
  );
}
