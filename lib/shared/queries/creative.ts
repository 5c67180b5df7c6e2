/** Reads of creative work: activation ideas, their images, mockups and deep research. */
import type {
  ActivationImageView,
  ActivationLibraryItem,
  ActivationView,
  LibraryFilters,
  MockupLibraryItem,
  ResearchLibraryItem,
} from "@/lib/shared/schemas/creative";
import type { JobView } from "@/lib/shared/schemas/jobs";
import type { WatchlistNewsItem } from "@/lib/shared/schemas/news";
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

/**
 * News on the user's watchlist companies (the dashboard's What's New). Under the watchlist's root
 * ("user-favorites"), so following or unfollowing a brand refreshes the news too.
 */
export const watchlistNewsQuery = apiQuery<WatchlistNewsItem[], { eventBrandId: number | null }>({
  root: "user-favorites",
  params: ({ eventBrandId }) => ({ news: true, eventBrandId }),
  path: ({ eventBrandId }) => withQuery("/api/user-favorites-news", { eventBrandId }),
  staleTime: STALE.news,
});

/**
 * The user's queued and running jobs, read when a sponsor tab mounts to pick up a job started
 * before the user left the page. Under the job lists' root ("jobs"), so submitting or cancelling
 * a job refreshes it.
 */
export const activeJobsQuery = apiQuery<JobView[], void>({
  root: "jobs",
  params: () => ({ list: "active" }),
  path: () => "/api/jobs/active",
  staleTime: 0,
});

/** Jobs that ended within the last `hours`, newest first. */
export const endedJobsQuery = apiQuery<JobView[], { hours: number }>({
  root: "jobs",
  params: ({ hours }) => ({ list: "completed", hours }),
  path: ({ hours }) => withQuery("/api/jobs/completed", { hours }),
  staleTime: 0,
});

/** The stored logo of a brand known by this name (event brand first, then sponsor); 404 if none. */
export const logoByNameQuery = apiQuery<{ logoUrl: string }, { name: string }>({
  root: "logo",
  params: ({ name }) => ({ name: name.trim().toLowerCase() }),
  path: ({ name }) =>
    `/api/logo/${encodeURIComponent(name.trim().toLowerCase()).replace(/%20/g, "+")}`,
  staleTime: STALE.default,
});
