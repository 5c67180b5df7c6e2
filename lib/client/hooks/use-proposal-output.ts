"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  proposalExportsQuery,
  proposalShareLinksQuery,
} from "@/lib/shared/queries/proposal-output";
import type {
  ProposalExportCreated,
  ProposalExportFormat,
} from "@/lib/shared/schemas/proposal-export";
import type { ShareLinkCreateInput, ShareLinkView } from "@/lib/shared/schemas/proposal-share-link";
import { apiRequest } from "../api";
import { invalidateApiQuery, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

/** A proposal's exports; polled every 2 s while one is queued or running. */
export function useProposalExports(proposalId: number) {
  return useApiQuery(
    proposalExportsQuery,
    { proposalId },
    {
      refetchInterval: (query) =>
        query.state.data?.items.some(
          (item) => item.status === "queued" || item.status === "running",
        )
          ? 2_000
          : false,
    },
  );
}

export function useCreateProposalExport(proposalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (format: ProposalExportFormat) =>
      apiRequest<ProposalExportCreated>("POST", `/api/proposals/${proposalId}/exports`, {
        format,
      }),
    onSuccess: () => invalidateApiQuery(queryClient, proposalExportsQuery, { proposalId }),
    onError: (error) => toastError(error, "Could not start the export."),
  });
}

export function useProposalShareLinks(proposalId: number) {
  return useApiQuery(proposalShareLinksQuery, { proposalId });
}

export function useCreateShareLink(proposalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareLinkCreateInput) =>
      apiRequest<ShareLinkView>("POST", `/api/proposals/${proposalId}/share-links`, input),
    onSuccess: () => {
      toast({ title: "Share link created", variant: "success" });
      return invalidateApiQuery(queryClient, proposalShareLinksQuery, { proposalId });
    },
  });
}

export function useRevokeShareLink(proposalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ShareLinkView>("POST", `/api/proposal-share-links/${id}/revoke`),
    onSuccess: () => {
      toast({ title: "Share link revoked", variant: "success" });
      return invalidateApiQuery(queryClient, proposalShareLinksQuery, { proposalId });
    },
    onError: (error) => toastError(error, "Could not revoke the link."),
  });
}
