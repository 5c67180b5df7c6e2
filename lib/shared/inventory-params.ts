/**
 * The address of /inventory: `?category=` (one of ASSET_CATEGORIES), `?q=` (part of an asset's
 * name), `?available=1` (only assets with units left) and `?season=YYYY`. A value that is not
 * understood is dropped (a bad season is reported, and the season being sold shown instead).
 */
import { ASSET_CATEGORY_KEYS, type AssetCategory } from "./inventory";
import { paramValue, type SearchParams } from "./page-params";
import { DATE_YEARS } from "./schemas/common";

export type InventoryParams = {
  category?: AssetCategory;
  q?: string;
  availableOnly: boolean;
  season?: number;
  /** The season text when it is not a year. */
  badSeason?: string;
};

export function readInventoryParams(params: SearchParams): InventoryParams {
  const category = paramValue(params.category);
  const q = paramValue(params.q)?.trim().slice(0, 100);
  const season = paramValue(params.season)?.trim();
  const year = season && /^\d{4}$/.test(season) ? Number(season) : undefined;
  return {
    category: (ASSET_CATEGORY_KEYS as readonly string[]).includes(category ?? "")
      ? (category as AssetCategory)
      : undefined,
    q: q || undefined,
    availableOnly: paramValue(params.available) === "1",
    season: year && year >= DATE_YEARS.min && year <= DATE_YEARS.max ? year : undefined,
    badSeason: season && !year ? season : undefined,
  };
}

/** /inventory with these filters (the ones not given are left out). */
export function inventoryHref(
  eventBrandId: number,
  params: Partial<Omit<InventoryParams, "badSeason">>,
): string {
  const search = new URLSearchParams({ eventBrandId: String(eventBrandId) });
  if (params.season) search.set("season", String(params.season));
  if (params.category) search.set("category", params.category);
  if (params.q) search.set("q", params.q);
  if (params.availableOnly) search.set("available", "1");
  return `/inventory?${search.toString()}`;
}
