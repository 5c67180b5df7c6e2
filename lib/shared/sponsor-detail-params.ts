/**
 * The address of the sponsor page (/sponsor-brands/detail/{id}): which tab is open. Read by the
 * server page (to prefetch) and by the client (`useQueryState`) with the same parsers.
 */
import { parseAsStringLiteral } from "nuqs/server";

export const DETAIL_TABS = ["overview", "research", "activations", "visuals", "proposal"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** ?tab=; absent: Overview, or Activations when ?activation= names an idea to show. */
export const sponsorDetailParams = {
  tab: parseAsStringLiteral(DETAIL_TABS),
};

export function openTab(tab: DetailTab | null, highlightActivationId: number | null): DetailTab {
  return tab ?? (highlightActivationId ? "activations" : "overview");
}
