"use client";

import { useState } from "react";
import { ExclusivityDialog } from "@/components/sponsorships/exclusivity-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { conflictsOf, useLinkSponsor } from "@/lib/client/hooks/use-event-sponsors";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import type { RecommendedSponsor } from "@/lib/shared/schemas/ai";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";

/** Add {sponsor} to {event}, with the level pre-filled from the recommendation. */
export function AddRecommendedDialog({
  event,
  recommendation,
}: {
  event: SpecificEventDetail;
  recommendation: RecommendedSponsor;
}) {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState(recommendation.recommendedSponsorshipSize);
  const [conflicts, setConflicts] = useState<ExclusivityConflict[] | null>(null);
  const link = useLinkSponsor(event.id);
  const add = (acknowledgeConflicts = false) =>
    link.mutate(
      { sponsorBrandId: recommendation.id, sponsorshipLevel: level, acknowledgeConflicts },
      {
        onSuccess: () => {
          setConflicts(null);
          setOpen(false);
        },
        onError: (error) => setConflicts(conflictsOf(error)),
      },
    );
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button size="sm">Add</Button>}
      title={`Add ${recommendation.name} to ${event.name}`}
      description={`Recommended: ${recommendation.recommendedSponsorshipSize}`}
      onSubmit={() => add()}
      submitLabel="Add Sponsor"
      pendingLabel="Adding..."
      pending={link.isPending}
      onCancel={() => setOpen(false)}
      cancelDisabled={false}
      after={
        <ExclusivityDialog
          conflicts={conflicts}
          subject={recommendation.name}
          onCancel={() => setConflicts(null)}
          onConfirm={() => add(true)}
        />
      }
    >
      <Field label="Sponsorship Level">
        <Input value={level} onChange={(e) => setLevel(e.target.value)} maxLength={100} />
      </Field>
    </FormDialog>
  );
}
