"use client";

import { FileSignature } from "lucide-react";
import Link from "next/link";
import { createContext, useContext, type ReactNode } from "react";

/** Each deal's latest contract (deal id → contract id), drawn by the page's server part. */
const DealContracts = createContext<Record<number, number>>({});

export function DealContractsProvider({
  value,
  children,
}: {
  value: Record<number, number>;
  children: ReactNode;
}) {
  return <DealContracts.Provider value={value}>{children}</DealContracts.Provider>;
}

/** "Contract" on a deal card that carries one, linking to its page. */
export function DealContractLink({ dealId, sponsorName }: { dealId: number; sponsorName: string }) {
  const contractId = useContext(DealContracts)[dealId];
  if (contractId === undefined) return null;
  return (
    <Link
      href={`/contracts/${contractId}`}
      className="inline-flex items-center gap-1 text-sm font-medium underline"
      aria-label={`Contract of ${sponsorName}`}
    >
      <FileSignature className="size-3.5" aria-hidden /> Contract
    </Link>
  );
}
