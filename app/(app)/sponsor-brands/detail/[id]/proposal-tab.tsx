"use client";

import { SponsorProposalsTab } from "@/components/proposals/sponsor-proposals-tab";
import type { CreativeTarget } from "./creative-context";
import { EventPicker } from "./event-picker";

/**
 * The Proposal tab: the event picker, then the sponsor's proposals. "New proposal" starts for the
 * chosen event; the dialog never proposes one that has ended (it says so and offers the property).
 */
export function ProposalTab({
  sponsor,
  target,
}: {
  sponsor: { id: number; name: string };
  target: CreativeTarget | null;
}) {
  return (
    <div className="pt-4">
      {target ? <EventPicker target={target} className="sm:max-w-md" /> : null}
      <SponsorProposalsTab
        sponsor={sponsor}
        eventBrandId={target?.eventBrandId ?? null}
        specificEventId={target?.specificEventId ?? null}
      />
    </div>
  );
}
