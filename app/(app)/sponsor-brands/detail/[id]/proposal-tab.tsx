"use client";

import { SponsorProposalsTab } from "@/components/proposals/sponsor-proposals-tab";
import { useSpecificEvents } from "@/lib/client/hooks/use-specific-events";
import { todayIso } from "@/lib/shared/dates";
import { eventHasEnded } from "@/lib/shared/event-schedule";
import type { CreativeTarget } from "./creative-context";
import { EventPicker } from "./event-picker";

/**
 * The Proposal tab: the event picker, then the sponsor's proposals. "New proposal" starts for the
 * chosen event; an event that has ended is never proposed (the property as a whole is instead).
 */
export function ProposalTab({
  sponsor,
  target,
}: {
  sponsor: { id: number; name: string };
  target: CreativeTarget | null;
}) {
  const { data: events } = useSpecificEvents(target?.eventBrandId ?? null);
  const chosen = events?.find((event) => event.id === target?.specificEventId);
  const specificEventId = chosen && !eventHasEnded(chosen, todayIso()) ? chosen.id : null;
  return (
    <div className="pt-4">
      {target ? <EventPicker target={target} className="sm:max-w-md" /> : null}
      <SponsorProposalsTab
        sponsor={sponsor}
        eventBrandId={target?.eventBrandId ?? null}
        specificEventId={specificEventId}
      />
    </div>
  );
}
