/** Query keys of background jobs, shared with the server pages that hydrate them. */
export const jobKey = (id: string) => ["job", id] as const;
export const ACTIVE_JOBS_KEY = ["jobs", "active"] as const;
export const completedJobsKey = (hours: number) => ["jobs", "completed", hours] as const;
/** Prefix of both lists, for invalidation after a submit or a cancel. */
export const JOB_LISTS_KEY = ["jobs"] as const;

/** Filters of the creative lists across sponsors (GET /api/activations, /api/mockups, /api/research). */
export interface LibraryFilters {
  eventBrandId?: number;
  sponsorBrandId?: number;
}

/**
 * Keys of what jobs make (activation ideas, their images, mockups, deep research), here beside the
 * job keys so that server pages can hydrate them (a "use client" module exports no values to them).
 */
export const creativeKeys = {
  activations: (sponsorBrandId: number) => ["activations", sponsorBrandId] as const,
  activationLibrary: (filters: LibraryFilters) => ["activation-library", filters] as const,
  images: (activationId: number) => ["activation-images", activationId] as const,
  mockups: (filters: LibraryFilters) => ["mockups", filters] as const,
  research: (filters: LibraryFilters) => ["research-library", filters] as const,
};
/** What the job pollers of a tab share (lib/client/job-polling.ts); never fetched, never collected. */
export const JOB_POLLING_KEY = ["job-polling"] as const;
