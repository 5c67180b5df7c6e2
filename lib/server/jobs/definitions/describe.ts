import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { activations, eventBrands, sponsorBrands, specificEvents } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";

/**
 * Display fields stored with a job (the monitor shows names without loading rows). A missing row
 * refuses the job at submission with a 404.
 */
export async function sponsorFields(id: number) {
  const [row] = await getDb()
    .select({ name: sponsorBrands.name })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, id));
  if (!row) throw notFound("Sponsor brand not found");
  return { sponsorId: id, sponsorName: row.name };
}

export async function eventBrandFields(id: number) {
  const [row] = await getDb()
    .select({ name: eventBrands.name })
    .from(eventBrands)
    .where(eq(eventBrands.id, id));
  if (!row) throw notFound("Event brand not found");
  return { eventBrandId: id, eventBrandName: row.name, brandName: row.name };
}

export async function specificEventFields(id: number) {
  const [row] = await getDb()
    .select({ name: specificEvents.name, brandId: eventBrands.id, brandName: eventBrands.name })
    .from(specificEvents)
    .innerJoin(eventBrands, eq(eventBrands.id, specificEvents.eventBrandId))
    .where(eq(specificEvents.id, id));
  if (!row) throw notFound("Specific event not found");
  return {
    eventId: id,
    eventName: row.name,
    eventBrandId: row.brandId,
    eventBrandName: row.brandName,
  };
}

export async function activationFields(id: number) {
  const [row] = await getDb()
    .select({
      title: activations.title,
      sponsorId: sponsorBrands.id,
      sponsorName: sponsorBrands.name,
      eventBrandId: activations.eventBrandId,
    })
    .from(activations)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, activations.sponsorBrandId))
    .where(eq(activations.id, id));
  if (!row) throw notFound("Activation idea not found");
  return {
    activationId: id,
    activationTitle: row.title,
    sponsorId: row.sponsorId,
    sponsorName: row.sponsorName,
    eventBrandId: row.eventBrandId,
  };
}
