import Link from "next/link";
import { CreateContractFromProposal } from "@/components/contracts/contract-actions";

/**
 * Above an accepted proposal (for its owner and admins): its contract, or "Create contract" from
 * its Investment. Drawn by the server, apart from the builder, so the builder's bundle is unchanged.
 */
export function WonProposalContract({
  proposalId,
  contractId,
}: {
  proposalId: number;
  contractId: number | null;
}) {
  return (
    <section
      aria-label="Contract"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-success/40 bg-success/5 p-4"
    >
      <p className="text-sm">
        {contractId === null
          ? "This proposal was accepted: record the contract from its Investment."
          : "This proposal was accepted and its contract is recorded."}
      </p>
      {contractId === null ? (
        <CreateContractFromProposal proposalId={proposalId} />
      ) : (
        <Link href={`/contracts/${contractId}`} className="text-sm font-medium underline">
          View contract
        </Link>
      )}
    </section>
  );
}
