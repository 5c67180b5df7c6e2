/**
 * The address of the sponsor page (/sponsor-brands/detail/{id}): which tab is open and which
 * context (property or event) the page works for. Read by the server page (to prefetch) and by the
 * client (`useQueryState`) with the same parsers.
 */
import { parseAsString, parseAsStringLiteral } from "nuqs/server";
import { parseAsId } from "./list-params";

export const DETAIL_TABS = ["overview", "research", "activations", "visuals", "proposal"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** ?tab=; absent: Overview, or Activations when ?activation= names an idea to show. */
export const sponsorDetailParams = {
  tab: parseAsStringLiteral(DETAIL_TABS),
};

/**
 * The page's context: ?specificEventId= (one event), ?event= (an event's name, from event pages)
 * or ?eventBrandId= (a property as a whole); none of them: the selected property. The event picker
 * writes one and clears the others.
 */
export const sponsorContextParams = {
  specificEventId: parseAsId,
  event: parseAsString,
  eventBrandId: parseAsId,
};

export function openTab(tab: DetailTab | null, highlightActivationId: number | null): DetailTab {
  return tab ?? (highlightActivationId ? "activations" : "overview");
}
