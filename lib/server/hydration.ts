import "server-only";
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from "@tanstack/react-query";

/**
 * Hand data a server component loaded to the client's React Query cache, under the same keys the
 * client hooks use, so the first render needs no request.
 */
export function dehydrateQueries(entries: Array<readonly [QueryKey, unknown]>): DehydratedState {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return dehydrate(client);
}
