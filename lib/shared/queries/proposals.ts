/** Reads of proposals: the list, one proposal and its saved versions. */
import type {
  ProposalSummary,
  ProposalVersionSummary,
  ProposalVersionView,
  ProposalView,
} from "@/lib/shared/schemas/proposal";
import type { ProposalStatus } from "@/lib/shared/proposal-vocabulary";
import { apiQuery, pagedQuery, STALE, withQuery, type KeyParams } from "./define";

export interface ProposalListParams {
  page?: number;
  pageSize?: number;
  status?: ProposalStatus | null;
  eventBrandId?: number | null;
  ownerId?: number | null;
  sponsorBrandId?: number | null;
  /** Sent or viewed only, most recently sent first (the dashboard's card). */
  awaiting?: boolean;
  q?: string | null;
}

const listParams = (p: ProposalListParams): KeyParams => ({
  page: p.page ?? 1,
  pageSize: p.pageSize ?? 25,
  status: p.status ?? null,
  eventBrandId: p.eventBrandId ?? null,
  ownerId: p.ownerId ?? null,
  sponsorBrandId: p.sponsorBrandId ?? null,
  awaiting: p.awaiting ? "true" : null,
  q: p.q || null,
});

/** A page of proposals; the total comes from X-Total-Count. */
export const proposalsQuery = pagedQuery<ProposalSummary, ProposalListParams>({
  root: "proposals",
  params: listParams,
  path: (params) => withQuery("/api/proposals", listParams(params)),
  staleTime: STALE.events,
});

/** One proposal with its sections and the seller's notes. */
export const proposalQuery = apiQuery<ProposalView, { id: number }>({
  root: "proposal",
  path: ({ id }) => `/api/proposals/${id}`,
  staleTime: STALE.events,
});

export const proposalVersionsQuery = apiQuery<ProposalVersionSummary[], { id: number }>({
  root: "proposal-versions",
  path: ({ id }) => `/api/proposals/${id}/versions`,
  staleTime: STALE.events,
});

export const proposalVersionQuery = apiQuery<ProposalVersionView, { id: number; version: number }>({
  root: "proposal-version",
  path: ({ id, version }) => `/api/proposals/${id}/versions/${version}`,
  staleTime: STALE.default,
});
