import type { ReactNode } from "react";
import { Providers } from "@/components/providers";

/** The passcode form still sends through React Query; the root layout no longer provides it. */
export default function SharedProposalLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
