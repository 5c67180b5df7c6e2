import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, specificEvents } from "@/lib/server/db/schema";
import { duplicateName, fieldError, isUniqueViolation, notFound } from "@/lib/server/http/errors";
import {
  SPECIFIC_EVENT_MESSAGES,
  type SpecificEventCreateInput,
  type SpecificEventDetail,
  type SpecificEventUpdateInput,
} from "@/lib/shared/schemas/specific-event";
import { requestRanking } from "@/lib/server/sponsors/ranking";
import { getSpecificEventOrThrow, SPECIFIC_EVENT_NOT_FOUND } from "./queries";

const duplicate = () => duplicateName(SPECIFIC_EVENT_MESSAGES.duplicate);

export async function createSpecificEvent(
  input: SpecificEventCreateInput,
): Promise<SpecificEventDetail> {
  const db = getDb();
  const [brand] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.id, input.eventBrandId));
  if (!brand) throw fieldError("eventBrandId", SPECIFIC_EVENT_MESSAGES.brandMissing);
  try {
    const [row] = await db
      .insert(specificEvents)
      .values(input)
      .returning({ id: specificEvents.id });
    return getSpecificEventOrThrow(row!.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Fix a wrong date, venue or name; the date order is checked against what is stored. */
export async function updateSpecificEvent(
  id: number,
  input: SpecificEventUpdateInput,
): Promise<SpecificEventDetail> {
  const current = await getSpecificEventOrThrow(id);
  const startDate = input.startDate !== undefined ? input.startDate : current.startDate;
  const endDate = input.endDate !== undefined ? input.endDate : current.endDate;
  if (startDate && endDate && endDate < startDate)
    throw fieldError("endDate", SPECIFIC_EVENT_MESSAGES.endBeforeStart);
  try {
    // New dates are the team's own: they confirm provisional ones unless told otherwise.
    const datesChanged = startDate !== current.startDate || endDate !== current.endDate;
    const confirmed = datesChanged && input.datesProvisional === undefined;
    await getDb()
      .update(specificEvents)
      .set(confirmed ? { ...input, datesProvisional: false } : input)
      .where(eq(specificEvents.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  // Place and dates feed the event's match scores (host market, lead time): rank it again in the
  // background; its lists keep the previous ranking until then.
  if (
    input.startDate !== undefined ||
    input.endDate !== undefined ||
    input.locationCountry !== undefined
  ) {
    await requestRanking({ type: "specific-event", id });
  }
  return getSpecificEventOrThrow(id);
}

/** Remove a cancelled event; its sponsor links go with it, deals stay with the brand. */
export async function deleteSpecificEvent(id: number): Promise<void> {
  const deleted = await getDb()
    .delete(specificEvents)
    .where(eq(specificEvents.id, id))
    .returning({ id: specificEvents.id });
  if (deleted.length === 0) throw notFound(SPECIFIC_EVENT_NOT_FOUND);
}
