import { z } from "zod";
import { numericId } from "@/lib/shared/schemas/common";

const optionalId = (label: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), numericId(label).optional());

/** ?eventBrandId=&sponsorBrandId= of the library lists: both optional, both positive ids. */
export const libraryQuerySchema = z.object({
  eventBrandId: optionalId("eventBrandId"),
  sponsorBrandId: optionalId("sponsorBrandId"),
});

/** The filters of a library page's URL; a value that is not a positive id is ignored. */
export function libraryFiltersOf(query: Record<string, string | string[] | undefined>): {
  eventBrandId?: number;
  sponsorBrandId?: number;
} {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const pick = (key: "eventBrandId" | "sponsorBrandId") => {
    const parsed = libraryQuerySchema.shape[key].safeParse(first(query[key]));
    return parsed.success ? parsed.data : undefined;
  };
  const filters: { eventBrandId?: number; sponsorBrandId?: number } = {};
  const eventBrandId = pick("eventBrandId");
  const sponsorBrandId = pick("sponsorBrandId");
  if (eventBrandId) filters.eventBrandId = eventBrandId;
  if (sponsorBrandId) filters.sponsorBrandId = sponsorBrandId;
  return filters;
}
