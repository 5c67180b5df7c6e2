import type { Metadata } from "next";
import { linkProblem } from "@/lib/server/accounts/tokens";
import { paramValue } from "@/lib/shared/page-params";
import { VerifyEmailView } from "./verify-email-view";

export const metadata: Metadata = { title: "Verify email" };

/**
 * The verification link's page. Opening it changes nothing (mail scanners open links): the
 * address is verified when its owner presses the button, which POSTs the token.
 */
export default async function VerifyEmailPage({ searchParams }: PageProps<"/auth/verify">) {
  const token = paramValue((await searchParams).token);
  return <VerifyEmailView token={token ?? ""} problem={await linkProblem("verify-email", token)} />;
}
