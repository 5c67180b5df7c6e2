import {
  queryOptions,
  useQuery,
  useSuspenseQuery,
  type QueryClient,
  type UseQueryOptions,
} from "@tanstack/react-query";
import type { ApiKey, ApiQuery } from "@/lib/shared/queries/define";
import { PAGE_HEADERS, type Page } from "@/lib/shared/paging";
import { ApiError, apiGetWithHeaders, apiRequest } from "./api";

/** Fetch one view of a definition (what its hook runs; also for prefetching on hover). */
export async function fetchApiQuery<P, T>(definition: ApiQuery<P, T>, params: P): Promise<T> {
  try {
    return await fetchView(definition, params);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    if (error.status === 401 && definition.nullWhenSignedOut) return null as T;
    // Every read fails the same way: "API Error (status): " and the server's message.
    throw new ApiError(
      error.status,
      `API Error (${error.status}): ${error.message}`,
      error.details,
      error.code,
    );
  }
}

async function fetchView<P, T>(definition: ApiQuery<P, T>, params: P): Promise<T> {
  const path = definition.path(params);
  if (definition.read === "json") return apiRequest<T>("GET", path);
  const { data, headers } = await apiGetWithHeaders<unknown[]>(path);
  const number = (name: string, fallback: number) => {
    const value = Number(headers.get(name) ?? Number.NaN);
    return Number.isFinite(value) ? value : fallback;
  };
  return {
    items: data,
    total: number(PAGE_HEADERS.total, data.length),
    page: number(PAGE_HEADERS.page, 1),
    pageSize: number(PAGE_HEADERS.pageSize, data.length),
  } satisfies Page<unknown> as T;
}

/** The React Query options of one view: key, fetcher and freshness from the definition. */
export function apiQueryOptions<P, T>(definition: ApiQuery<P, T>, params: P) {
  return queryOptions({
    queryKey: definition.key(params),
    queryFn: () => fetchApiQuery(definition, params),
    staleTime: definition.staleTime,
  });
}

/** What a hook may add to a definition: when to run, polling, placeholders, a selection. */
export type ApiQueryExtras<T> = Omit<UseQueryOptions<T, Error, T, ApiKey>, "queryKey" | "queryFn">;

/** Read one view of a definition: the only way client code reads the API. */
export function useApiQuery<P, T>(
  definition: ApiQuery<P, T>,
  params: P,
  extras: ApiQueryExtras<T> = {},
) {
  return useQuery({ ...apiQueryOptions(definition, params), ...extras });
}

/** Read a view the server page prefetched (it suspends instead of answering undefined). */
export function useApiSuspenseQuery<P, T>(definition: ApiQuery<P, T>, params: P) {
  return useSuspenseQuery(apiQueryOptions(definition, params));
}

/** Invalidate every cached view of a definition, or those matching some params. */
export function invalidateApiQuery<P, T>(
  queryClient: QueryClient,
  definition: ApiQuery<P, T>,
  params?: Parameters<ApiQuery<P, T>["scope"]>[0],
) {
  return queryClient.invalidateQueries({ queryKey: definition.scope(params) });
}

/** The cached answer of one view, if there is one (no request is made). */
export function getApiQueryData<P, T>(
  queryClient: QueryClient,
  definition: ApiQuery<P, T>,
  params: P,
): T | undefined {
  return queryClient.getQueryData<T>(definition.key(params));
}

/** Put an answer in the cache (after a mutation returned it). */
export function setApiQueryData<P, T>(
  queryClient: QueryClient,
  definition: ApiQuery<P, T>,
  params: P,
  updater: T | ((old: T | undefined) => T | undefined),
) {
  queryClient.setQueryData<T>(definition.key(params), updater);
}

/** Update every cached view of a definition, or those matching some params (optimistic edits). */
export function setApiQueriesData<P, T>(
  queryClient: QueryClient,
  definition: ApiQuery<P, T>,
  params: Parameters<ApiQuery<P, T>["scope"]>[0],
  updater: (old: T | undefined) => T | undefined,
) {
  queryClient.setQueriesData<T>({ queryKey: definition.scope(params) }, updater);
}
