/**
 * The address of /current-sponsors: `?search=` (typed into the search box) and `?status=` (the
 * tab: All, Active, Pending or Expired, matched in any case). The page and the client view read
 * them through these parsers, so Back and a shared link restore the same view.
 */
import { createParser, parseAsString } from "nuqs/server";
import { DEAL_STATUSES } from "@/lib/shared/deal-statuses";

export const DEAL_TABS = ["All", ...DEAL_STATUSES] as const;
export type DealTab = (typeof DEAL_TABS)[number];

const parseAsDealTab = createParser<DealTab>({
  parse: (value) =>
    DEAL_TABS.find((tab) => tab.toLowerCase() === value.trim().toLowerCase()) ?? null,
  serialize: (tab) => tab,
});

export const currentSponsorsParams = {
  search: parseAsString.withDefault(""),
  status: parseAsDealTab.withDefault("All"),
};
