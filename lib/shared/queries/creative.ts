/** Reads of creative work: activation ideas, their images, mockups and deep research. */
import type {
  ActivationLibraryItem,
  LibraryFilters,
  MockupLibraryItem,
  ResearchLibraryItem,
} from "@/lib/shared/schemas/creative";
import { apiQuery, STALE, withQuery } from "./define";

/** The filters as they go into keys and query strings (absent filters left out). */
const filterParams = (filters: LibraryFilters) => ({
  ...(filters.eventBrandId ? { eventBrandId: filters.eventBrandId } : {}),
  ...(filters.sponsorBrandId ? { sponsorBrandId: filters.sponsorBrandId } : {}),
});

/** Every generated idea, filtered by property and sponsor, favourites first. */
export const activationLibraryQuery = apiQuery<ActivationLibraryItem[], LibraryFilters>({
  root: "activation-library",
  params: filterParams,
  path: (filters) => withQuery("/api/activations", filterParams(filters)),
  staleTime: STALE.list,
});

/** Mockups of a sponsor, a property or all, favourites first. */
export const mockupsQuery = apiQuery<MockupLibraryItem[], LibraryFilters>({
  root: "mockups",
  params: filterParams,
  path: (filters) => withQuery("/api/mockups", filterParams(filters)),
  staleTime: STALE.list,
});

/** Sponsors with deep research, followed sponsors first. */
export const researchLibraryQuery = apiQuery<ResearchLibraryItem[], LibraryFilters>({
  root: "research-library",
  params: filterParams,
  path: (filters) => withQuery("/api/research", filterParams(filters)),
  staleTime: STALE.list,
});
