import "server-only";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";

/**
 * Display fields stored with a job (the monitor shows names without loading rows). A missing row
 * refuses the job at submission with its entity's 404.
 */
export async function sponsorFields(id: number) {
  const sponsor = await getSponsorBrandOrThrow(id);
  return { sponsorId: id, sponsorName: sponsor.name };
}

export async function eventBrandFields(id: number) {
  const brand = await getEventBrandOrThrow(id);
  return { eventBrandId: id, eventBrandName: brand.name, brandName: brand.name };
}

export async function specificEventFields(id: number) {
  const event = await getSpecificEventOrThrow(id);
  return {
    eventId: id,
    eventName: event.name,
    eventBrandId: event.eventBrand.id,
    eventBrandName: event.eventBrand.name,
  };
}
