import "server-only";
import type { Subscriber } from "@/lib/server/events/subscriber";
import { createInteraction } from "./mutations";

/**
 * The interaction log's subscriber: what the app itself writes into a sponsor's log when
 * something happens (a share link's first view by its recipient), as the proposal's owner.
 */
export const interactionLogSubscriber: Subscriber = {
  name: "interaction log",
  async receive(event) {
    if (event.name !== "proposal.viewed" || !event.data.firstView) return;
    const { proposal, deviceType } = event.data;
    await createInteraction(
      {
        sponsorBrandId: proposal.sponsorBrandId,
        type: "note",
        date: event.data.viewedAt,
        notes: `Proposal viewed: "${proposal.title}" was opened through its share link (${deviceType}).`,
        completed: true,
      },
      proposal.ownerId,
    );
  },
};
