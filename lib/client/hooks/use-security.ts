"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndedSessions, SessionView } from "@/lib/shared/schemas/session";
import type { ChangePasswordInput, PasswordChanged } from "@/lib/shared/schemas/user";
import { apiRequest } from "../api";
import { sessionsQuery } from "@/lib/shared/queries/account";
import { apiTokensQuery } from "@/lib/shared/queries/api-tokens";
import { toast, toastError } from "../use-toast";
import { invalidateApiQuery, useApiQuery } from "../queries";

/** The signed-in user's active sessions, this device first. */
export function useSessions() {
  return useApiQuery(sessionsQuery, undefined);
}

/** Change the password; the form shows field errors, the caller gets them through `onError`. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<PasswordChanged>("POST", "/api/user/password", input),
    onSuccess: (result) => {
      void invalidateApiQuery(queryClient, sessionsQuery);
      if (result.tokensRevoked > 0) void invalidateApiQuery(queryClient, apiTokensQuery);
      toast({
        title: "Password changed",
        description: [
          "Your password has been changed.",
          result.sessionsEnded > 0 ? signedOutText(result.sessionsEnded) : "",
          result.tokensRevoked > 0 ? revokedText(result.tokensRevoked) : "",
        ]
          .filter(Boolean)
          .join(" "),
        variant: "success",
      });
    },
  });
}

const signedOutText = (count: number) =>
  `${count} other ${count === 1 ? "session was" : "sessions were"} signed out.`;

const revokedText = (count: number) =>
  `${count} API ${count === 1 ? "token was" : "tokens were"} revoked.`;

/** Sign out one of the user's other sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: SessionView) =>
      apiRequest<EndedSessions>("DELETE", `/api/user/sessions/${session.id}`),
    onSuccess: (_result, session) => {
      void invalidateApiQuery(queryClient, sessionsQuery);
      toast({ title: "Session ended", description: `${session.device} has been signed out.` });
    },
    onError: (error) => {
      void invalidateApiQuery(queryClient, sessionsQuery);
      toastError(error, "Could not end the session.");
    },
  });
}

/** Sign out every session of the user but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EndedSessions>("DELETE", "/api/user/sessions"),
    onSuccess: (result) => {
      void invalidateApiQuery(queryClient, sessionsQuery);
      toast({
        title: "Other sessions signed out",
        description:
          result.ended > 0 ? signedOutText(result.ended) : "No other session was signed in.",
      });
    },
    onError: (error) => toastError(error, "Could not sign out the other sessions."),
  });
}
