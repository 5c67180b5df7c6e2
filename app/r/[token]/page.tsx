import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { ProtectedLink } from "@/components/share/protected-link";
import { SharedProposalView } from "@/components/share/shared-proposal-view";
import { clientAddress } from "@/lib/server/auth/client-address";
import { getCurrentUser } from "@/lib/server/auth/session";
import { AppError } from "@/lib/server/http/errors";
import { findActiveShareLink } from "@/lib/server/proposals/share";
import { isUnlocked, unlockCookieName } from "@/lib/server/proposals/share-passcode";
import { showSharedRecap } from "@/lib/server/recaps/share";

/**
 * /r/{token}: a shared recap, read-only, for anyone with the link, with the rules of /p/{token}
 * (no sign-in, no app shell, never indexed, passcode first, one 404 for every inactive link). It
 * shows the recap's sponsor document only: units, proof, figures and the value as an estimate.
 */
export const metadata: Metadata = {
  title: "Recap",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

export default async function SharedRecapPage({ params }: PageProps<"/r/[token]">) {
  const { token } = await params;
  const link = await findActiveShareLink(token, "recap");
  if (!link) notFound();
  const cookieStore = await cookies();
  if (!isUnlocked(link, cookieStore.get(unlockCookieName(link))?.value)) {
    return <ProtectedLink token={token} kind="recap" />;
  }
  const requestHeaders = await headers();
  const shown = await showSharedRecap(link, requestHeaders, {
    user: await getCurrentUser(),
    address: clientAddress(requestHeaders),
  }).catch((error: unknown) => {
    // A recap no longer ready to show is as inactive as its link.
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return <SharedProposalView proposal={shown.recap} preview={!shown.counted} />;
}
