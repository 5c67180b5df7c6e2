"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvitationCreateInput, InvitationView } from "@/lib/shared/schemas/account";
import { apiRequest } from "../api";
import { STALE } from "@/lib/shared/queries/define";
import { toast, toastError } from "../use-toast";
import { INVITATIONS_KEY } from "./invitation-key";

/** Pending invitations (admins). */
export function useInvitations() {
  return useQuery<InvitationView[]>({ queryKey: INVITATIONS_KEY, staleTime: STALE.list });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationCreateInput) =>
      apiRequest<InvitationView>("POST", "/api/invitations", input),
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      toast({
        title: "Invitation sent",
        description: `${invitation.email} will receive a link to join as ${invitation.role}.`,
        variant: "success",
      });
    },
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InvitationView) =>
      apiRequest("DELETE", `/api/invitations/${invitation.id}`),
    onSuccess: (_answer, invitation) => {
      queryClient.setQueryData<InvitationView[]>(INVITATIONS_KEY, (list) =>
        list?.filter((item) => item.id !== invitation.id),
      );
      toast({
        title: "Invitation withdrawn",
        description: `The link sent to ${invitation.email} no longer works.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}
