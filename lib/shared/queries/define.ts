/**
 * One definition per API read: its cache key, the GET request that answers it and the type of the
 * answer. The client hooks (`useApiQuery` in lib/client/queries.ts) and the server components that
 * prefetch a page's first view (`prefetch` in lib/server/queries/prefetch.ts) both use the same
 * definition, so a key, a path or a response shape is written once.
 *
 * Keys are `[root, params]`. React Query matches keys by prefix and objects by their listed fields,
 * so `def.scope({ eventBrandId: 1 })` names every cached view of that brand for invalidation.
 */

import type { Page } from "@/lib/shared/paging";

/** Cache times of the resources (docs/product.md, "Requests and caching"). */
export const STALE = {
  default: 15 * 60_000,
  user: 5 * 60_000,
  eventBrands: 5 * 60_000,
  list: 5 * 60_000,
  news: 30 * 60_000,
  sponsorList: 60_000,
  sponsorDetail: 5 * 60_000,
  events: 30_000,
  recommendations: 30 * 60_000,
} as const;

/** A value that can appear in a query key's params (what `withQuery` can also put in a URL). */
export type KeyValue = string | number | boolean | null | undefined | readonly KeyValue[];
export type KeyParams = Readonly<Record<string, KeyValue>>;
/** The key of one cached view. */
export type ApiKey = readonly [string, KeyParams];

export interface ApiQuery<P, T> {
  /** The first element of every key of this resource. */
  readonly root: string;
  /** The key of one view. */
  key(params: P): ApiKey;
  /** A key prefix naming every view that matches these params (for invalidation). */
  scope(params?: Partial<KeyParams>): readonly [string] | readonly [string, Partial<KeyParams>];
  /** The GET path (with its query string) that answers one view. */
  path(params: P): string;
  /**
   * How the answer is read: the JSON body, or for paged lists the body as `items` with the
   * X-Total-Count, X-Page and X-Page-Size headers as `total`, `page` and `pageSize`.
   */
  readonly read: "json" | "paged";
  /** Answer null instead of failing when the server says the user is signed out (401). */
  readonly nullWhenSignedOut: boolean;
  readonly staleTime: number;
  /** Never set: carries the answer's type. */
  readonly _data?: T;
}

/** The answer type of a definition. */
export type QueryData<Q> = Q extends ApiQuery<unknown, infer T> ? T : never;
/** The params type of a definition. */
export type QueryParams<Q> = Q extends ApiQuery<infer P, unknown> ? P : never;

interface Definition<P> {
  root: string;
  /** The params as they go into the key (normalised: defaults filled, order-free lists sorted). */
  params?: (params: P) => KeyParams;
  path: (params: P) => string;
  read?: "json" | "paged";
  nullWhenSignedOut?: boolean;
  staleTime?: number;
}

/**
 * Define a read. `T` is the answer (for `read: "paged"`, the element type is wrapped in `Page`
 * by `pagedQuery`). Params default to being the key as they are.
 */
export function apiQuery<T, P = void>(definition: Definition<P>): ApiQuery<P, T> {
  const keyParams = definition.params ?? ((params: P) => (params ?? {}) as KeyParams);
  return {
    root: definition.root,
    key: (params) => [definition.root, keyParams(params)] as const,
    scope: (params) =>
      params ? ([definition.root, params] as const) : ([definition.root] as const),
    path: definition.path,
    read: definition.read ?? "json",
    nullWhenSignedOut: definition.nullWhenSignedOut ?? false,
    staleTime: definition.staleTime ?? STALE.default,
  };
}

/** Define a paged list: GET answers an array, X-Total-Count the total (`paged()` on the server). */
export function pagedQuery<T, P>(definition: Omit<Definition<P>, "read">): ApiQuery<P, Page<T>> {
  return apiQuery<Page<T>, P>({ ...definition, read: "paged" });
}

/** Build a path with query parameters, leaving out empty values; lists repeat the parameter. */
export function withQuery(path: string, params: Readonly<Record<string, KeyValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as KeyValue[]) {
      if (item !== undefined && item !== null && item !== "") search.append(name, String(item));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
