/** Reads of event brands (properties). */
import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import { apiQuery, STALE } from "./define";

/** Every property, for lists and the context switcher. */
export const eventBrandsQuery = apiQuery<EventBrand[]>({
  root: "event-brands",
  path: () => "/api/event-brands",
  staleTime: STALE.eventBrands,
});

export const eventBrandQuery = apiQuery<EventBrand, { id: number }>({
  root: "event-brand",
  path: ({ id }) => `/api/event-brands/${id}`,
  staleTime: STALE.eventBrands,
});
