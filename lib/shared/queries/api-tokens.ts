/** Reads of API tokens: the signed-in user's, and every user's for admins. */
import type { AdminApiTokenView, ApiTokenView } from "@/lib/shared/schemas/api-token";
import { apiQuery, STALE, withQuery } from "./define";

/** The signed-in user's tokens, newest first. */
export const apiTokensQuery = apiQuery<ApiTokenView[]>({
  root: "api-tokens",
  path: () => "/api/api-tokens",
  staleTime: STALE.list,
});

/** Every user's tokens (admins), or one user's. */
export const adminApiTokensQuery = apiQuery<AdminApiTokenView[], { userId: number | null }>({
  root: "admin-api-tokens",
  params: ({ userId }) => ({ userId }),
  path: ({ userId }) => withQuery("/api/admin/api-tokens", { userId: userId ?? undefined }),
  staleTime: 0,
});
