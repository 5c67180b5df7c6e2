"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApiTokensQuery, apiTokensQuery } from "@/lib/shared/queries/api-tokens";
import type { ApiTokenCreate, ApiTokenCreated, ApiTokenView } from "@/lib/shared/schemas/api-token";
import { apiRequest } from "../api";
import { invalidateApiQuery, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

/** The signed-in user's API tokens. */
export function useApiTokens() {
  return useApiQuery(apiTokensQuery, undefined);
}

/** Every user's tokens, or one user's (admins). */
export function useAdminApiTokens(userId: number | null) {
  return useApiQuery(adminApiTokensQuery, { userId });
}

/** Create a token: the answer holds its secret, shown once by the caller. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreate) =>
      apiRequest<ApiTokenCreated>("POST", "/api/api-tokens", input),
    onSuccess: () => {
      void invalidateApiQuery(queryClient, apiTokensQuery);
      void invalidateApiQuery(queryClient, adminApiTokensQuery);
    },
  });
}

/** Revoke a token: the user's own, or with `admin` anyone's. */
export function useRevokeApiToken({ admin = false }: { admin?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: Pick<ApiTokenView, "id" | "name">) =>
      apiRequest("DELETE", `/api/${admin ? "admin/" : ""}api-tokens/${token.id}`),
    onSuccess: (_answer, token) => {
      void invalidateApiQuery(queryClient, apiTokensQuery);
      void invalidateApiQuery(queryClient, adminApiTokensQuery);
      toast({ title: "Token revoked", description: `"${token.name}" no longer works.` });
    },
    onError: (error) => {
      void invalidateApiQuery(queryClient, adminApiTokensQuery);
      toastError(error, "Could not revoke the token.");
    },
  });
}
