"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { interactionsQuery } from "@/lib/shared/queries/interactions";
import { sponsorContactsQuery } from "@/lib/shared/queries/contacts";
import type { ContactCreateInput, ContactView } from "@/lib/shared/schemas/contact";
import { apiRequest } from "../api";
import { invalidateApiQuery, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

/** The people at a sponsor, the primary contact first. */
export function useSponsorContacts(sponsorBrandId: number) {
  return useApiQuery(sponsorContactsQuery, { sponsorBrandId });
}

/** Re-read the sponsor's contacts and the interactions that show their names. */
const refreshContacts = (queryClient: ReturnType<typeof useQueryClient>, sponsorBrandId: number) =>
  Promise.all([
    invalidateApiQuery(queryClient, sponsorContactsQuery, { sponsorBrandId }),
    invalidateApiQuery(queryClient, interactionsQuery, { sponsorBrandId }),
  ]);

/** Add a contact, or change one (with `id`). */
export function useSaveContact(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ContactCreateInput & { id?: number }) =>
      id === undefined
        ? apiRequest<ContactView>("POST", `/api/sponsor-brands/${sponsorBrandId}/contacts`, input)
        : apiRequest<ContactView>("PATCH", `/api/contacts/${id}`, input),
    onSuccess: (_saved, variables) => {
      toast({
        title: variables.id === undefined ? "Contact added" : "Contact updated",
        variant: "success",
      });
      return refreshContacts(queryClient, sponsorBrandId);
    },
  });
}

/** Make a contact the sponsor's primary contact (the previous one stops being it). */
export function useMakePrimaryContact(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ContactView>("PATCH", `/api/contacts/${id}`, { isPrimary: true }),
    onSuccess: (saved) => {
      toast({ title: `${saved.name} is now the primary contact`, variant: "success" });
      return refreshContacts(queryClient, sponsorBrandId);
    },
    onError: (error) => toastError(error, "Could not change the primary contact."),
  });
}

export function useDeleteContact(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/contacts/${id}`),
    onSuccess: () => {
      toast({ title: "Contact deleted", variant: "success" });
      return refreshContacts(queryClient, sponsorBrandId);
    },
    onError: (error) => toastError(error, "Could not delete the contact."),
  });
}
