import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { ProtectedLink } from "@/components/share/protected-link";
import { SharedProposalView } from "@/components/share/shared-proposal-view";
import { clientAddress } from "@/lib/server/auth/client-address";
import { getCurrentUser } from "@/lib/server/auth/session";
import { findActiveShareLink, showSharedProposal } from "@/lib/server/proposals/share";
import { isUnlocked, unlockCookieName } from "@/lib/server/proposals/share-passcode";

/**
 * /p/{token}: a shared proposal, read-only, for anyone with the link (no sign-in, no app shell,
 * never indexed). A passcode-protected link first asks for its passcode; an unknown, revoked or
 * expired link shows the not-active page with status 404. What an unlocked link shows, and whether
 * it counts as a view, is decided by showSharedProposal, as for the API read.
 */
export const metadata: Metadata = {
  title: "Proposal",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

export default async function SharedProposalPage({ params }: PageProps<"/p/[token]">) {
  const { token } = await params;
  const link = await findActiveShareLink(token);
  if (!link) notFound();
  const cookieStore = await cookies();
  if (!isUnlocked(link, cookieStore.get(unlockCookieName(link))?.value)) {
    return <ProtectedLink token={token} kind="proposal" />;
  }
  // A page has no route wrapper to say who is asking: the address is read here, as the wrapper
  // reads it for the API.
  const requestHeaders = await headers();
  const shown = await showSharedProposal(link, requestHeaders, {
    user: await getCurrentUser(),
    address: clientAddress(requestHeaders),
  });
  return <SharedProposalView proposal={shown.proposal} preview={!shown.counted} />;
}
