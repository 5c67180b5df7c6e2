/**
 * Reads of the creative libraries (what jobs made, across sponsors): activation ideas, mockups and
 * deep research, each filtered by event brand and sponsor. Their keys are `[root, filters]`, the
 * shape the creative hooks and their mutations already use.
 */
import type {
  ActivationLibraryItem,
  LibraryFilters,
  MockupLibraryItem,
  ResearchLibraryItem,
} from "@/lib/shared/schemas/creative";
import { apiQuery, STALE, withQuery, type KeyParams } from "./define";

const filtersOf = (filters: LibraryFilters): KeyParams => ({
  ...(filters.eventBrandId ? { eventBrandId: filters.eventBrandId } : {}),
  ...(filters.sponsorBrandId ? { sponsorBrandId: filters.sponsorBrandId } : {}),
});

/** Every generated idea, filtered by property and sponsor, favourites first (5 minutes fresh). */
export const activationLibraryQuery = apiQuery<ActivationLibraryItem[], LibraryFilters>({
  root: "activation-library",
  params: filtersOf,
  path: (filters) => withQuery("/api/activations", filtersOf(filters)),
  staleTime: STALE.list,
});

/** Mockups of a sponsor, a property or all, favourites first (5 minutes fresh). */
export const mockupLibraryQuery = apiQuery<MockupLibraryItem[], LibraryFilters>({
  root: "mockups",
  params: filtersOf,
  path: (filters) => withQuery("/api/mockups", filtersOf(filters)),
  staleTime: STALE.list,
});

/** Sponsors with deep research, followed sponsors first (5 minutes fresh). */
export const researchLibraryQuery = apiQuery<ResearchLibraryItem[], LibraryFilters>({
  root: "research-library",
  params: filtersOf,
  path: (filters) => withQuery("/api/research", filtersOf(filters)),
  staleTime: STALE.list,
});
