/**
 * The address of /sponsor-brands (docs/product.md, "Addresses of list views"): ?search=&sort=
 * &order=&page=&pageSize=. The brand context is the selected one, not part of the address.
 */
import {
  createLoader,
  parseAsNumberLiteral,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { parseAsPage } from "./list-params";
import { SPONSOR_PAGE_SIZES, SPONSOR_SORTS } from "./sponsor-list-options";

export type SponsorGridSort = (typeof SPONSOR_SORTS)[number];

export const sponsorGridParams = {
  search: parseAsString.withDefault(""),
  sort: parseAsStringLiteral(SPONSOR_SORTS).withDefault("match"),
  /** Missing: the sort's own direction (A–Z for names and industries, highest first otherwise). */
  order: parseAsStringLiteral(["asc", "desc"] as const),
  page: parseAsPage,
  pageSize: parseAsNumberLiteral(SPONSOR_PAGE_SIZES).withDefault(12),
};

export const loadSponsorGridParams = createLoader(sponsorGridParams);

export type SponsorGridView = {
  search: string;
  sort: SponsorGridSort;
  order: "asc" | "desc" | null;
  page: number;
  pageSize: (typeof SPONSOR_PAGE_SIZES)[number];
};

/** The direction a sort uses when the address names none (as the API decides it). */
export const defaultOrder = (sort: SponsorGridSort): "asc" | "desc" =>
  sort === "name" || sort === "industry" ? "asc" : "desc";

/** The list request of a view of the grid for a brand context. */
export function sponsorGridRequest(view: SponsorGridView, eventBrandId: number | null) {
  const search = view.search.trim();
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    ...(view.order ? { order: view.order } : {}),
    ...(search ? { search } : {}),
    eventBrandId,
  };
}
