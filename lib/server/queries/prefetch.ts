import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
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
  run(client: QueryClient): Promise<void>;
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
      client.setQueryData(definition.key(params), await load());
    },
  };
}

/** Run the prefetches together and answer the request's cache, ready for `HydrationBoundary`. */
export async function prefetched(...views: Prefetch[]): Promise<DehydratedState> {
  const client = requestQueryClient();
  await Promise.all(views.map((view) => view.run(client)));
  return dehydrate(client);
}
