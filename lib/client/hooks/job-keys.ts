/**
 * Keys of what jobs make (activation ideas, their images, mockups, deep research), kept until the
 * creative hooks move to their definitions in lib/shared/queries. The job reads themselves are
 * definitions in lib/shared/queries/jobs.ts; the names below are the keys those definitions make,
 * for the pages that still hydrate by hand.
 */
import { activeJobsQuery, completedJobsQuery } from "@/lib/shared/queries/jobs";

export const ACTIVE_JOBS_KEY = activeJobsQuery.key(undefined);
export const completedJobsKey = (hours: number) => completedJobsQuery.key({ hours });
/** Prefix of both lists, for invalidation after a submit or a cancel. */
export const JOB_LISTS_KEY = activeJobsQuery.scope();

/** Filters of the creative lists across sponsors (GET /api/activations, /api/mockups, /api/research). */
export interface LibraryFilters {
  eventBrandId?: number;
  sponsorBrandId?: number;
}

export const creativeKeys = {
  activations: (sponsorBrandId: number) => ["activations", sponsorBrandId] as const,
  activationLibrary: (filters: LibraryFilters) => ["activation-library", filters] as const,
  images: (activationId: number) => ["activation-images", activationId] as const,
  mockups: (filters: LibraryFilters) => ["mockups", filters] as const,
  research: (filters: LibraryFilters) => ["research-library", filters] as const,
};
