"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { PublicUser, ProfileUpdateInput } from "@/lib/shared/schemas/user";
import { currentUserQuery } from "@/lib/shared/queries/account";
import { apiRequest } from "../api";
import { setApiQueryData, useApiQuery } from "../queries";
import { toast } from "../use-toast";

/** The signed-in user, or null when signed out (5 minutes fresh, never retried). */
export function useUser() {
  return useApiQuery(currentUserQuery, undefined, { retry: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => {
      setApiQueryData(queryClient, currentUserQuery, undefined, null);
      queryClient.clear();
      // The job pollers' shared state is emptied too; its module (with the job catalogue) loads
      // only here, not with the menu every signed-in page has.
      void import("./use-job-polling").then((polling) => polling.resetJobPolling(queryClient));
      toast({ title: "Logged out", description: "You have been successfully logged out." });
      router.replace("/auth");
      router.refresh();
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: error.message, variant: "destructive" });
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      apiRequest<PublicUser>("PATCH", "/api/user/profile", input),
    onSuccess: (user) => {
      setApiQueryData(queryClient, currentUserQuery, undefined, user);
      toast({
        title: "Profile updated",
        description: "Your profile information has been updated successfully.",
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Update failed",
        description: error.message || "Failed to update profile. Please try again.",
        variant: "destructive",
      });
    },
  });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("profilePicture", file);
      return apiRequest<PublicUser>("POST", "/api/user/profile-picture", form);
    },
    onMutate: () => {
      toast({
        title: "Uploading...",
        description: "Please wait while we upload your profile picture.",
      });
    },
    onSuccess: (user) => {
      setApiQueryData(queryClient, currentUserQuery, undefined, user);
      toast({
        title: "Profile picture updated",
        description: "Your profile picture has been updated successfully.",
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Upload failed",
        description: error.message || "Failed to upload profile picture. Please try again.",
        variant: "destructive",
      });
    },
  });
}
