import "server-only";
import { dehydrate, hashKey, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { cache } from "react";
import type { ApiQuery } from "@/lib/shared/queries/define";

/**
 * One QueryClient per server request. Pages and the layout put what they loaded in it; each
 * `HydrationBoundary` hands it to the browser's cache under the keys the client hooks read, so the
 * first render needs no request.
 */
export const requestQueryClient = cache(() => new QueryClient());

/** One prefetched view: a definition, its params and the server read that answers it. */
export interface Prefetch {
  /** Load the view into the client; answers the hash of the key it was stored under. */
  run(client: QueryClient): Promise<string>;
}

/**
 * Prefetch one view by calling lib/server directly. The loader must answer the definition's type
 * (`NoInfer`: the definition alone fixes it, so a loader answering less does not widen it), so a
 * server read and the API route that answers the client cannot drift apart silently.
 */
export function prefetch<P, T>(
  definition: ApiQuery<P, T>,
  params: NoInfer<P>,
  load: () => Promise<NoInfer<T>> | NoInfer<T>,
): Prefetch {
  return {
    async run(client) {
      const key = definition.key(params);
      client.setQueryData(key, await load());
      return hashKey(key);
    },
  };
}

/**
 * Run the prefetches together and answer just their views, ready for `HydrationBoundary`. The
 * request's cache also holds what the layout (or another boundary) loaded: that boundary hands it
 * over already, and sending it twice would only grow the page and its serialisation.
 */
export async function prefetched(...views: Prefetch[]): Promise<DehydratedState> {
  const client = requestQueryClient();
  const hashes = new Set(await Promise.all(views.map((view) => view.run(client))));
  return dehydrate(client, { shouldDehydrateQuery: (query) => hashes.has(query.queryHash) });
}
