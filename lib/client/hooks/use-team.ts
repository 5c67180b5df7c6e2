"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicUser, Role } from "@/lib/shared/schemas/user";
import { apiRequest } from "../api";
import { STALE } from "@/lib/shared/queries/define";
import { toast, toastError } from "../use-toast";
import { TEAM_KEY } from "./team-key";

export function useTeam() {
  return useQuery<PublicUser[]>({ queryKey: TEAM_KEY, staleTime: STALE.list });
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: number; role?: Role; isActive?: boolean }) =>
      apiRequest<PublicUser>("PATCH", `/api/users/${id}`, change),
    onSuccess: (user) => {
      queryClient.setQueryData<PublicUser[]>(TEAM_KEY, (list) =>
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
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      toast({
        title: "User created",
        description: `${user.username} can now sign in.`,
        variant: "success",
      });
    },
  });
}
