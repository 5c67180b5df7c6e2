"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useUnlinkSponsor } from "@/lib/client/hooks/use-event-sponsors";

/** The 'Remove Sponsor?' confirmation: Cancel / Remove, 'Removing...' while it runs. */
export function RemoveSponsorDialog({
  eventId,
  sponsor,
}: {
  eventId: number;
  sponsor: { id: number; name: string };
}) {
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkSponsor(eventId);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Remove ${sponsor.name} from this event`}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove Sponsor?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to remove this sponsor from the event?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={unlink.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate(sponsor.id, { onSettled: () => setOpen(false) })}
          >
            {unlink.isPending ? "Removing..." : "Remove"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
