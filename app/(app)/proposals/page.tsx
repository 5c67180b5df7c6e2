import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { createLoader } from "nuqs/server";
import { requireUser } from "@/lib/server/auth/guards";
import { listProposals } from "@/lib/server/proposals/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { proposalListParams } from "@/lib/shared/proposal-params";
import { proposalsQuery } from "@/lib/shared/queries/proposals";
import { PROPOSAL_PAGE_SIZE } from "@/lib/shared/proposal-vocabulary";
import { ProposalsView } from "./proposals-view";

export const metadata: Metadata = { title: "Proposals" };

const loadParams = createLoader(proposalListParams);

/**
 * /proposals (?status=, ?eventBrandId=, ?ownerId=, ?q=, ?page=): every proposal of the team, the
 * first view prefetched for the address.
 */
export default async function ProposalsPage({ searchParams }: PageProps<"/proposals">) {
  const user = await requireUser();
  const p = loadParams(await searchParams);
  const params = {
    page: p.page,
    pageSize: PROPOSAL_PAGE_SIZE,
    status: p.status,
    eventBrandId: p.eventBrandId,
    ownerId: p.ownerId,
    q: p.q,
  };
  const state = await prefetched(
    prefetch(proposalsQuery, params, () =>
      listProposals({
        page: p.page,
        pageSize: PROPOSAL_PAGE_SIZE,
        status: p.status ?? undefined,
        eventBrandId: p.eventBrandId ?? undefined,
        ownerId: p.ownerId ?? undefined,
        q: p.q || undefined,
      }),
    ),
  );
  return (
    <HydrationBoundary state={state}>
      <NuqsAdapter>
        <ProposalsView userId={user.id} />
      </NuqsAdapter>
    </HydrationBoundary>
  );
}
