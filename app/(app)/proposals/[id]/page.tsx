import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/lib/server/auth/guards";
import { investmentOptions } from "@/lib/server/proposals/investment-options";
import { proposalContractState } from "@/lib/server/contracts/queries";
import { canEditProposal, findProposalRow, getProposalView } from "@/lib/server/proposals/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { parseIdParam } from "@/lib/shared/page-params";
import { proposalQuery } from "@/lib/shared/queries/proposals";
import { ProposalBuilder } from "./proposal-builder";
import { WonProposalContract } from "./won-proposal-contract";

export const metadata: Metadata = { title: "Proposal" };

/** /proposals/{id}: the builder of one proposal (its owner and admins edit, the team reads). */
export default async function ProposalPage({ params }: PageProps<"/proposals/[id]">) {
  const user = await requireUser();
  const id = parseIdParam((await params).id);
  const row = id === null ? null : await findProposalRow(id);
  if (id === null || !row) {
    return (
      <div className="mx-auto mt-8 max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-semibold">Proposal Not Found</h1>
        <p className="text-muted-foreground">This proposal does not exist or was deleted.</p>
        <Link href="/proposals" className="text-primary underline">
          Back to Proposals
        </Link>
      </div>
    );
  }
  const won = row.status === "accepted" && canEditProposal(row, user);
  const [state, options, contract] = await Promise.all([
    prefetched(prefetch(proposalQuery, { id }, () => getProposalView(id, user))),
    row.eventBrandId === null ? null : investmentOptions(row.eventBrandId),
    won ? proposalContractState(id) : null,
  ]);
  return (
    <HydrationBoundary state={state}>
      {contract && (contract.contractId !== null || contract.hasInvestment) ? (
        <WonProposalContract proposalId={id} contractId={contract.contractId} />
      ) : null}
      <ProposalBuilder id={id} investmentOptions={options} />
    </HydrationBoundary>
  );
}
