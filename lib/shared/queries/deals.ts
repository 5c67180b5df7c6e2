/** Reads of sponsor deals (the property's current sponsors). */
import type { DealTab } from "@/lib/shared/current-sponsors-params";
import { MAX_DEAL_SEARCH } from "@/lib/shared/deal-groups";
import type { DealOverview, SponsorOption } from "@/lib/shared/schemas/deal";
import { apiQuery, STALE, withQuery } from "./define";

export interface DealOverviewParams {
  eventBrandId: number;
  tab: DealTab;
  search: string;
  /** Cards of each group to answer. */
  premium: number;
  standard: number;
}

/** The search as the overview is asked for it: trimmed, and no longer than the API takes. */
export const dealSearchTerm = (search: string) => search.trim().slice(0, MAX_DEAL_SEARCH).trim();

/**
 * The current-sponsors page's view of a property's deals: figures, tab counts and the first cards
 * of each group for one tab and search (1 minute fresh, like sponsor lists). `scope({
 * eventBrandId })` names every view of a property.
 */
export const dealOverviewQuery = apiQuery<DealOverview, DealOverviewParams>({
  root: "sponsor-deals",
  params: ({ eventBrandId, tab, search, premium, standard }) => ({
    eventBrandId,
    tab,
    search: dealSearchTerm(search),
    premium,
    standard,
  }),
  path: ({ eventBrandId, tab, search, premium, standard }) =>
    withQuery("/api/sponsor-deals/overview", {
      eventBrandId,
      status: tab === "All" ? undefined : tab,
      search: dealSearchTerm(search) || undefined,
      premium,
      standard,
    }),
  staleTime: STALE.sponsorList,
});

/** Catalogue brands for the deal form's sponsor picker (10 at most, matched by name). */
export const sponsorOptionsQuery = apiQuery<SponsorOption[], { search: string }>({
  root: "sponsor-options",
  path: ({ search }) => withQuery("/api/sponsor-deals/sponsor-options", { search }),
  staleTime: STALE.sponsorList,
});
