"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { HelpAnswer, HelpRequest } from "@/lib/shared/schemas/help";

/** Help mode's answer for the clicked part of the page (loaded with the first question). */
export function HelpDialog({
  open,
  onOpenChange,
  help,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  help: UseMutationResult<HelpAnswer, Error, HelpRequest>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-help-ignore>
        <DialogHeader>
          <DialogTitle>{help.data?.title ?? "Help"}</DialogTitle>
          <DialogDescription>
            {help.isPending
              ? "Finding help for this part of the page..."
              : (help.data?.body ?? help.error?.message ?? "")}
          </DialogDescription>
        </DialogHeader>
        {help.isPending ? <Spinner label="Loading help" /> : null}
        {help.data?.tips.length ? (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {help.data.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
