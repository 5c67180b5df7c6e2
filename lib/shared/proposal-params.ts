/**
 * The address of /proposals: `?status=`, `?eventBrandId=` (the property), `?ownerId=`, `?q=` (the
 * search on title and sponsor) and `?page=`. The page and the client view read them through
 * these parsers, so Back and a shared link restore the same view.
 */
import { parseAsString, parseAsStringLiteral } from "nuqs/server";
import { parseAsId, parseAsPage } from "./list-params";
import { PROPOSAL_STATUSES } from "./proposal-vocabulary";

export const proposalListParams = {
  status: parseAsStringLiteral(PROPOSAL_STATUSES),
  eventBrandId: parseAsId,
  ownerId: parseAsId,
  q: parseAsString.withDefault(""),
  page: parseAsPage,
};
