/** Query keys of sponsor data, shared with the server pages that hydrate them. */
export interface ContextParams {
  eventBrandId?: number | null;
  specificEventId?: number | null;
}

export interface SponsorListParams extends ContextParams {
  page: number;
  pageSize: number;
  sort: "match" | "name" | "industry" | "recent";
  order?: "asc" | "desc";
  search?: string;
}

const contextKey = (context: ContextParams) =>
  context.specificEventId
    ? { specificEventId: context.specificEventId }
    : { eventBrandId: context.eventBrandId ?? null };

export const sponsorBrandsKey = (params: SponsorListParams) =>
  ["sponsor-brands", { ...params, ...contextKey(params) }] as const;
export const sponsorBrandKey = (id: number, context: ContextParams) =>
  ["sponsor-brand", id, contextKey(context)] as const;
export const discoveryKey = (context: ContextParams) =>
  ["sponsor-discovery", contextKey(context)] as const;
export const favoritesKey = (eventBrandId: number | null) =>
  ["user-favorites", eventBrandId] as const;

/** The sponsor grid's first page (also prefetched by the server page). */
export const DEFAULT_SPONSOR_LIST = {
  page: 1,
  pageSize: 12,
  sort: "match",
} as const satisfies Omit<SponsorListParams, "eventBrandId">;
