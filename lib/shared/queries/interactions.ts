/** Reads of a sponsor's interactions, pipeline stage and event links. */
import type { InteractionView, SponsorProgressStageView } from "@/lib/shared/schemas/interaction";
import type { SponsorEventLinkView } from "@/lib/shared/schemas/sponsorship";
import { apiQuery, STALE, withQuery } from "./define";

/** Calls, meetings, emails and notes with a sponsor, most recent first. */
export const interactionsQuery = apiQuery<InteractionView[], { sponsorBrandId: number }>({
  root: "sponsor-interactions",
  path: ({ sponsorBrandId }) => withQuery("/api/sponsor-interactions", { sponsorBrandId }),
  staleTime: STALE.list,
});

/** Where a sponsor stands in the pipeline (prospect by default). */
export const pipelineStageQuery = apiQuery<SponsorProgressStageView, { sponsorBrandId: number }>({
  root: "sponsor-progresses",
  path: ({ sponsorBrandId }) => `/api/sponsor-progresses/${sponsorBrandId}`,
  staleTime: STALE.list,
});

/** The events a sponsor is linked to at a property (every property without one). */
export const sponsorEventsQuery = apiQuery<
  SponsorEventLinkView[],
  { sponsorBrandId: number; eventBrandId: number | null }
>({
  root: "sponsor-events",
  path: ({ sponsorBrandId, eventBrandId }) =>
    withQuery(`/api/sponsor-brands/${sponsorBrandId}/events`, { eventBrandId }),
  staleTime: STALE.list,
});
