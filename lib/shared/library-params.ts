/**
 * The address of the creative libraries (/activations, /mockups, /research; docs/product.md,
 * "Addresses of list views"): ?eventBrandId=&sponsorBrandId=, both optional.
 */
import { createLoader } from "nuqs/server";
import { parseAsId } from "./list-params";

export const libraryParams = {
  eventBrandId: parseAsId,
  sponsorBrandId: parseAsId,
};

export const loadLibraryParams = createLoader(libraryParams);

/** The filters of a library view as its API takes them (absent ids left out). */
export function libraryFiltersFrom(values: {
  eventBrandId: number | null;
  sponsorBrandId: number | null;
}): { eventBrandId?: number; sponsorBrandId?: number } {
  return {
    ...(values.eventBrandId ? { eventBrandId: values.eventBrandId } : {}),
    ...(values.sponsorBrandId ? { sponsorBrandId: values.sponsorBrandId } : {}),
  };
}
