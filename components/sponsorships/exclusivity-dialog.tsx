"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
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
    <AlertDialog open={Boolean(conflicts?.length)} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Category exclusivity</AlertDialogTitle>
          <AlertDialogDescription>
            {subject} is in a category another sponsor holds exclusively. Adding it anyway will be
            flagged on both sponsors.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ConflictCallout conflicts={conflicts ?? []} />
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Add anyway</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
