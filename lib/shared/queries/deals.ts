/** Reads of sponsor deals (the property's current sponsors). */
import type { SponsorDeal, SponsorOption } from "@/lib/shared/schemas/deal";
import { apiQuery, STALE, withQuery } from "./define";

/**
 * A property's deals with their exclusivity conflicts (1 minute fresh, like sponsor lists). The
 * page filters by status and search in the browser, so one view per property.
 */
export const dealsQuery = apiQuery<SponsorDeal[], { eventBrandId: number }>({
  root: "sponsor-deals",
  path: ({ eventBrandId }) => withQuery("/api/sponsor-deals", { eventBrandId }),
  staleTime: STALE.sponsorList,
});

/** Catalogue brands for the deal form's sponsor picker (10 at most, matched by name). */
export const sponsorOptionsQuery = apiQuery<SponsorOption[], { search: string }>({
  root: "sponsor-options",
  path: ({ search }) => withQuery("/api/sponsor-deals/sponsor-options", { search }),
  staleTime: STALE.sponsorList,
});
