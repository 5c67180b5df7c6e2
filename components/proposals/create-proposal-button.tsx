"use client";

import { FilePlus2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ProposalTier } from "@/lib/shared/proposal-vocabulary";
import { NewProposalDialog } from "./new-proposal-dialog";

/** "Create proposal" for a sponsor at one event (an event page's sponsor rows). */
export function CreateProposalButton({
  sponsor,
  eventBrandId,
  specificEventId,
  defaultTier,
}: {
  sponsor: { id: number; name: string };
  eventBrandId: number;
  specificEventId: number;
  defaultTier?: ProposalTier;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Create proposal for ${sponsor.name}`}
        title="Create proposal"
        onClick={() => setOpen(true)}
      >
        <FilePlus2 className="size-4" aria-hidden />
      </Button>
      {open ? (
        <NewProposalDialog
          open={open}
          onOpenChange={setOpen}
          sponsorBrandId={sponsor.id}
          sponsorName={sponsor.name}
          eventBrandId={eventBrandId}
          specificEventId={specificEventId}
          defaultTier={defaultTier}
        />
      ) : null}
    </>
  );
}
