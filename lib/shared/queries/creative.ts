/** Reads of creative work: activation ideas, their images, mockups and deep research. */
import type {
  ActivationImageView,
  ActivationLibraryItem,
  ActivationView,
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

/** A sponsor's activation ideas, newest first, each with the event it was made for. */
export const activationsQuery = apiQuery<ActivationView[], { sponsorBrandId: number }>({
  root: "activations",
  path: ({ sponsorBrandId }) => `/api/activations/${sponsorBrandId}`,
  staleTime: STALE.list,
});

/** Every generated idea, filtered by property and sponsor, favourites first. */
export const activationLibraryQuery = apiQuery<ActivationLibraryItem[], LibraryFilters>({
  root: "activation-library",
  params: filterParams,
  path: (filters) => withQuery("/api/activations", filterParams(filters)),
  staleTime: STALE.list,
});

/** An idea's images (variations), the featured one first. */
export const activationImagesQuery = apiQuery<ActivationImageView[], { activationId: number }>({
  root: "activation-images",
  path: ({ activationId }) => `/api/activations/${activationId}/images`,
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

/** The stored logo of a brand known by this name (event brand first, then sponsor); 404 if none. */
export const logoByNameQuery = apiQuery<{ logoUrl: string }, { name: string }>({
  root: "logo",
  params: ({ name }) => ({ name: name.trim().toLowerCase() }),
  path: ({ name }) =>
    `/api/logo/${encodeURIComponent(name.trim().toLowerCase()).replace(/%20/g, "+")}`,
  staleTime: STALE.default,
});
