/** Reads of the people at a sponsor. */
import type { ContactView } from "@/lib/shared/schemas/contact";
import { apiQuery, STALE } from "./define";

/** A sponsor's contacts, the primary contact first. */
export const sponsorContactsQuery = apiQuery<ContactView[], { sponsorBrandId: number }>({
  root: "sponsor-contacts",
  path: ({ sponsorBrandId }) => `/api/sponsor-brands/${sponsorBrandId}/contacts`,
  staleTime: STALE.list,
});
