/** Reads of sponsor brands. */
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import { apiQuery, STALE, withQuery } from "./define";

/** One sponsor, and its match for a context (a specific event wins over an event brand). */
export interface SponsorBrandParams {
  id: number;
  eventBrandId?: number | null;
  specificEventId?: number | null;
}

const contextOf = ({ eventBrandId, specificEventId }: Omit<SponsorBrandParams, "id">) =>
  specificEventId ? { specificEventId } : { eventBrandId: eventBrandId ?? null };

/** A sponsor with its profile, research and, for a context, its match with the reasons. */
export const sponsorBrandQuery = apiQuery<SponsorBrandDetail, SponsorBrandParams>({
  root: "sponsor-brand",
  params: ({ id, ...context }) => ({ id, ...contextOf(context) }),
  path: ({ id, ...context }) => withQuery(`/api/sponsor-brands/${id}`, contextOf(context)),
  staleTime: STALE.sponsorDetail,
});
