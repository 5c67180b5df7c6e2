"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  EventBrand,
  EventBrandCreateBody,
  EventBrandUpdateBody,
} from "@/lib/shared/schemas/event-brand";
import { apiRequest } from "../api";
import { eventBrandQuery, eventBrandsQuery } from "@/lib/shared/queries/event-brands";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";
import { useLogoUpload } from "./use-logo-upload";

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

/** The property's logo upload (see useLogoUpload), with a preview of the chosen file. */
export function useUploadEventBrandLogo(id: number) {
  const refresh = useRefreshBrands();
  return useLogoUpload<{ logoUrl: string; eventBrand: EventBrand }>({
    path: `/api/event-brands/${id}/upload-logo`,
    uploaded: {
      title: "Logo uploaded successfully",
      description: "The brand logo has been updated.",
    },
    onUploaded: ({ eventBrand }) => refresh(eventBrand),
    preview: true,
  });
}
