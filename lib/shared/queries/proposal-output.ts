/** Reads of a proposal's exports and share links (the builder's Export and Share panel). */
import type { ProposalExportList } from "@/lib/shared/schemas/proposal-export";
import type { ShareLinkList } from "@/lib/shared/schemas/proposal-share-link";
import { apiQuery } from "./define";

/** A proposal's exports, newest first (the panel polls while one is running). */
export const proposalExportsQuery = apiQuery<ProposalExportList, { proposalId: number }>({
  root: "proposal-exports",
  path: ({ proposalId }) => `/api/proposals/${proposalId}/exports`,
  staleTime: 0,
});

/** A proposal's share links, revoked and expired ones included. */
export const proposalShareLinksQuery = apiQuery<ShareLinkList, { proposalId: number }>({
  root: "proposal-share-links",
  path: ({ proposalId }) => `/api/proposals/${proposalId}/share-links`,
  staleTime: 30_000,
});
