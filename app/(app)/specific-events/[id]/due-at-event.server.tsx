import { ChecklistIsland } from "@/components/fulfilment/checklist-island";
import { listDeliverables } from "@/lib/server/fulfilment/queries";

/**
 * "Due at this event": what the property must deliver at the event, as a checklist the event team
 * works through on a phone (mark delivered, add a photo from the camera). Read on the server;
 * the checklist's code loads after the page (see ChecklistIsland). Nothing is shown when the
 * event has nothing due.
 */
export async function DueAtEvent({
  eventBrandId,
  eventId,
}: {
  eventBrandId: number;
  eventId: number;
}) {
  const due = await listDeliverables({ eventBrandId, specificEventId: eventId });
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="due-at-event" className="mt-8 max-w-2xl space-y-3">
      <h2 id="due-at-event" className="text-xl font-semibold">
        Due at this event
      </h2>
      <ChecklistIsland initial={due} />
    </section>
  );
}
