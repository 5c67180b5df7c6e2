"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser, Role } from "@/lib/shared/schemas/user";
import { apiRequest } from "../api";
import { teamQuery } from "@/lib/shared/queries/team";
import { toast, toastError } from "../use-toast";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";

export function useTeam() {
  return useApiQuery(teamQuery, undefined);
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: number; role?: Role; isActive?: boolean }) =>
      apiRequest<PublicUser>("PATCH", `/api/users/${id}`, change),
    onSuccess: (user) => {
      setApiQueryData(queryClient, teamQuery, undefined, (list) =>
        list?.map((item) => (item.id === user.id ? user : item)),
      );
      toast({
        title: "Team updated",
        description: `${user.username} is now ${user.isActive ? user.role : "deactivated"}.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      username: string;
      email: string;
      password: string;
      fullName: string | null;
      role: Role;
    }) => apiRequest<PublicUser>("POST", "/api/users", input),
    onSuccess: (user) => {
      void invalidateApiQuery(queryClient, teamQuery);
      toast({
        title: "User created",
        description: `${user.username} can now sign in.`,
        variant: "success",
      });
    },
  });
}
