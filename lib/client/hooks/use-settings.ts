"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserSettings, UserSettingsUpdate } from "@/lib/shared/schemas/user";
import { apiRequest } from "../api";
import { userSettingsQuery } from "@/lib/shared/queries/account";
import { setApiQueryData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

export function useUserSettings() {
  return useApiQuery(userSettingsQuery, undefined);
}

export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserSettingsUpdate) =>
      apiRequest<UserSettings>("PATCH", "/api/user/settings", input),
    onSuccess: (settings) => {
      setApiQueryData(queryClient, userSettingsQuery, undefined, settings);
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
