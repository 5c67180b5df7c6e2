"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserSettings, UserSettingsUpdate } from "@/lib/shared/schemas/user";
import { apiRequest } from "../api";
import { QUERY_KEYS } from "../query-keys";
import { STALE } from "../query-client";
import { toast, toastError } from "../use-toast";

export function useUserSettings() {
  return useQuery<UserSettings>({ queryKey: QUERY_KEYS.userSettings, staleTime: STALE.list });
}

export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserSettingsUpdate) =>
      apiRequest<UserSettings>("PATCH", "/api/user/settings", input),
    onSuccess: (settings) => {
      queryClient.setQueryData(QUERY_KEYS.userSettings, settings);
      document.documentElement.classList.toggle("dark", settings.displayMode === "dark");
      document.documentElement.style.colorScheme = settings.displayMode;
      toast({
        title: "Settings saved",
        description: "Your preferences have been updated.",
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}
