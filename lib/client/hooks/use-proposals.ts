"use client";

import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  proposalQuery,
  proposalsQuery,
  proposalVersionQuery,
  proposalVersionsQuery,
  type ProposalListParams,
} from "@/lib/shared/queries/proposals";
import type {
  ProposalCreated,
  ProposalCreateInput,
  ProposalUpdateInput,
  ProposalView,
} from "@/lib/shared/schemas/proposal";
import { apiRequest } from "../api";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

/** A page of proposals (the list page, a sponsor's tab, the dashboard card). */
export function useProposals(params: ProposalListParams, options: { enabled?: boolean } = {}) {
  return useApiQuery(proposalsQuery, params, {
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One proposal; polled while its first draft is being written. */
export function useProposal(id: number, options: { drafting?: boolean } = {}) {
  return useApiQuery(proposalQuery, { id }, { refetchInterval: options.drafting ? 2_000 : false });
}

export function useProposalVersions(id: number) {
  return useApiQuery(proposalVersionsQuery, { id });
}

export function useProposalVersion(id: number, version: number | null) {
  return useApiQuery(
    proposalVersionQuery,
    { id, version: version ?? 0 },
    { enabled: version !== null && version > 0 },
  );
}

/** After a change: the proposal itself (set from the answer), its versions and the lists. */
function useStoreProposal() {
  const queryClient = useQueryClient();
  return (proposal: ProposalView) => {
    setApiQueryData(queryClient, proposalQuery, { id: proposal.id }, proposal);
    void invalidateApiQuery(queryClient, proposalVersionsQuery, { id: proposal.id });
    void invalidateApiQuery(queryClient, proposalsQuery);
  };
}

/** Start a proposal: answers the draft and its drafting job. */
export function useCreateProposal() {
  const store = useStoreProposal();
  return useMutation({
    mutationFn: (input: ProposalCreateInput) =>
      apiRequest<ProposalCreated>("POST", "/api/proposals", input),
    onSuccess: (created) => store(created.proposal),
    onError: (error) => toastError(error, "Could not start the proposal."),
  });
}

/** Save the builder's state as a new version. */
export function useSaveProposal(id: number) {
  const store = useStoreProposal();
  return useMutation({
    mutationFn: (input: ProposalUpdateInput) =>
      apiRequest<ProposalView>("PATCH", `/api/proposals/${id}`, input),
    onSuccess: (proposal) => {
      store(proposal);
      toast({ title: `Saved as version ${proposal.version}`, variant: "success" });
    },
    onError: (error) => toastError(error, "Could not save the proposal."),
  });
}

export function useRestoreProposalVersion(id: number) {
  const store = useStoreProposal();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest<ProposalView>("POST", `/api/proposals/${id}/versions/${version}/restore`),
    onSuccess: (proposal, version) => {
      store(proposal);
      toast({
        title: `Version ${version} restored as version ${proposal.version}`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error, "Could not restore the version."),
  });
}

export function useChangeProposalStatus(id: number) {
  const store = useStoreProposal();
  return useMutation({
    mutationFn: (status: "sent" | "accepted" | "declined") =>
      apiRequest<ProposalView>("POST", `/api/proposals/${id}/status`, { status }),
    onSuccess: (proposal) => {
      store(proposal);
      toast({ title: `Proposal marked ${proposal.status}`, variant: "success" });
    },
    onError: (error) => toastError(error, "Could not change the status."),
  });
}

export function useDeleteProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/proposals/${id}`),
    onSuccess: () => {
      toast({ title: "Proposal deleted", variant: "success" });
      void invalidateApiQuery(queryClient, proposalsQuery);
    },
    onError: (error) => toastError(error, "Could not delete the proposal."),
  });
}
