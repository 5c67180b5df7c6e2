"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Remove ${sponsor.name} from this event`}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      }
      title="Remove Sponsor?"
      description="Are you sure you want to remove this sponsor from the event?"
      confirmLabel="Remove"
      busyLabel="Removing..."
      busy={unlink.isPending}
      destructive
      stayOpen
      onConfirm={() => unlink.mutate(sponsor.id, { onSettled: () => setOpen(false) })}
    />
  );
}
