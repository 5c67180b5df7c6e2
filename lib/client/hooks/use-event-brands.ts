"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  EventBrand,
  EventBrandCreateBody,
  EventBrandUpdateBody,
} from "@/lib/shared/schemas/event-brand";
import { UPLOAD_MESSAGES } from "@/lib/shared/uploads";
import { apiRequest } from "../api";
import { eventBrandQuery, eventBrandsQuery } from "@/lib/shared/queries/event-brands";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

/** Every property, for lists and the context switcher (5 minutes fresh). */
export function useEventBrands() {
  return useApiQuery(eventBrandsQuery, undefined);
}

export function useEventBrand(id: number) {
  return useApiQuery(eventBrandQuery, { id }, { enabled: id > 0 });
}

function useRefreshBrands() {
  const queryClient = useQueryClient();
  return (brand?: EventBrand) => {
    if (brand) setApiQueryData(queryClient, eventBrandQuery, { id: brand.id }, brand);
    void invalidateApiQuery(queryClient, eventBrandsQuery);
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
