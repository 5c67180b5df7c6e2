"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { apiRequest } from "../api";
import { setApiQueryData } from "../queries";
import { teamQuery } from "@/lib/shared/queries/team";
import { toast, toastError } from "../use-toast";

// The sign-in pages' requests (without React Query) are in use-account-requests.ts.

/** An admin makes a member choose a new password (signs them out, emails a reset link). */
export function useForcePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<PublicUser>("POST", `/api/users/${id}/force-password-reset`),
    onSuccess: (user) => {
      setApiQueryData(queryClient, teamQuery, undefined, (list) =>
        list?.map((item) => (item.id === user.id ? user : item)),
      );
      toast({
        title: "Password reset required",
        description: `${user.username} was signed out and emailed a link to choose a new password.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}
