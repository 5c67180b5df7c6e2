"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  EventBrand,
  EventBrandCreateBody,
  EventBrandUpdateBody,
} from "@/lib/shared/schemas/event-brand";
import { UPLOAD_MESSAGES } from "@/lib/shared/uploads";
import { apiRequest } from "../api";
import { QUERY_KEYS } from "../query-keys";
import { STALE } from "../query-client";
import { toast, toastError } from "../use-toast";
import { eventBrandKey } from "./brand-keys";

/** Every property, for lists and the context switcher (5 minutes fresh). */
export function useEventBrands() {
  return useQuery<EventBrand[]>({ queryKey: QUERY_KEYS.eventBrands, staleTime: STALE.eventBrands });
}

export function useEventBrand(id: number) {
  return useQuery<EventBrand>({
    queryKey: eventBrandKey(id),
    staleTime: STALE.eventBrands,
    enabled: id > 0,
  });
}

function useRefreshBrands() {
  const queryClient = useQueryClient();
  return (brand?: EventBrand) => {
    if (brand) queryClient.setQueryData(eventBrandKey(brand.id), brand);
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.eventBrands });
  };
}

export function useCreateEventBrand() {
  const refresh = useRefreshBrands();
  return useMutation({
    mutationFn: (input: EventBrandCreateBody) =>
      apiRequest<EventBrand>("POST", "/api/event-brands", input),
    onSuccess: (brand) => {
      refresh(brand);
      toast({
        title: "Success",
        description: `${brand.name} has been created. You can now analyze sponsors for this event.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error, "Failed to create event brand"),
  });
}

export function useUpdateEventBrand(id: number) {
  const refresh = useRefreshBrands();
  return useMutation({
    mutationFn: (input: EventBrandUpdateBody) =>
      apiRequest<EventBrand>("PATCH", `/api/event-brands/${id}`, input),
    onSuccess: (brand) => {
      refresh(brand);
      toast({
        title: "Event brand updated",
        description: `${brand.name} has been saved.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}

export function useDeleteEventBrand() {
  const refresh = useRefreshBrands();
  return useMutation({
    mutationFn: (brand: EventBrand) => apiRequest("DELETE", `/api/event-brands/${brand.id}`),
    onSuccess: (_result, brand) => {
      refresh();
      toast({ title: "Event brand deleted", description: `${brand.name} has been removed.` });
    },
    onError: (error) => toastError(error),
  });
}

export function useUploadEventBrandLogo(id: number) {
  const refresh = useRefreshBrands();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("logo", file);
      return apiRequest<{ logoUrl: string; eventBrand: EventBrand }>(
        "POST",
        `/api/event-brands/${id}/upload-logo`,
        form,
      );
    },
    onSuccess: ({ eventBrand }) => {
      refresh(eventBrand);
      toast({
        title: "Logo uploaded successfully",
        description: "The brand logo has been updated.",
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: UPLOAD_MESSAGES.failedTitle,
        description: error.message || "An error occurred while uploading the logo.",
        variant: "destructive",
      }),
  });
}
