import "server-only";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorDeals } from "@/lib/server/db/schema";
import {
  conflict,
  duplicateName,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from "@/lib/server/http/errors";
import { readImageUpload, renderLogo } from "@/lib/server/images/upload";
import { deleteStoredFile, storeFile } from "@/lib/server/storage/store";
import {
  EVENT_BRAND_MESSAGES,
  type EventBrand,
  type EventBrandCreateInput,
  type EventBrandUpdateInput,
} from "@/lib/shared/schemas/event-brand";
import { plural } from "@/lib/shared/text";
import { EVENT_BRAND_NOT_FOUND, getEventBrandOrThrow } from "./queries";

const duplicate = () => duplicateName(EVENT_BRAND_MESSAGES.duplicate);

export async function createEventBrand(input: EventBrandCreateInput): Promise<EventBrand> {
  try {
    const [row] = await getDb().insert(eventBrands).values(input).returning({ id: eventBrands.id });
    return getEventBrandOrThrow(row!.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateEventBrand(
  id: number,
  input: EventBrandUpdateInput,
): Promise<EventBrand> {
  try {
    const [row] = await getDb()
      .update(eventBrands)
      .set(input)
      .where(eq(eventBrands.id, id))
      .returning({ id: eventBrands.id });
    if (!row) throw notFound(EVENT_BRAND_NOT_FOUND);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return getEventBrandOrThrow(id);
}

/**
 * Delete a property that nothing refers to. Events and deals are business records: the delete is
 * refused while any exist (the foreign keys would refuse it too, should one appear meanwhile).
 */
export async function deleteEventBrand(id: number): Promise<void> {
  const db = getDb();
  const brand = await getEventBrandOrThrow(id);
  const [deals] = await db
    .select({ total: count() })
    .from(sponsorDeals)
    .where(eq(sponsorDeals.eventBrandId, id));
  const events = brand.eventCount;
  const refused = () =>
    conflict(
      `${brand.name} still has ${plural(events, "scheduled event")} and ${plural(deals?.total ?? 0, "sponsor deal")}. Delete or move them first.`,
      { events, deals: deals?.total ?? 0 },
    );
  if (events > 0 || (deals?.total ?? 0) > 0) throw refused();
  try {
    await db.delete(eventBrands).where(eq(eventBrands.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refused();
    throw error;
  }
  await deleteStoredFile(brand.logoUrl);
}

/** Replace the brand's logo with the uploaded image (multipart field `logo`), stored as PNG. */
export async function setEventBrandLogo(id: number, form: FormData): Promise<EventBrand> {
  const previous = await getEventBrandOrThrow(id);
  const upload = await readImageUpload(form, "logo");
  const url = await storeFile(
    "logos/event-brands",
    await renderLogo(upload.bytes),
    "png",
    "image/png",
  );
  const [row] = await getDb()
    .update(eventBrands)
    .set({ logoUrl: url })
    .where(eq(eventBrands.id, id))
    .returning({ id: eventBrands.id });
  if (!row) {
    await deleteStoredFile(url);
    throw notFound(EVENT_BRAND_NOT_FOUND);
  }
  await deleteStoredFile(previous.logoUrl);
  return getEventBrandOrThrow(id);
}
