"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationCreateInput, InvitationView } from "@/lib/shared/schemas/account";
import { apiRequest } from "../api";
import { invitationsQuery } from "@/lib/shared/queries/team";
import { toast, toastError } from "../use-toast";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";

/** Pending invitations (admins). */
export function useInvitations() {
  return useApiQuery(invitationsQuery, undefined);
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationCreateInput) =>
      apiRequest<InvitationView>("POST", "/api/invitations", input),
    onSuccess: (invitation) => {
      void invalidateApiQuery(queryClient, invitationsQuery);
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
      setApiQueryData(queryClient, invitationsQuery, undefined, (list) =>
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
