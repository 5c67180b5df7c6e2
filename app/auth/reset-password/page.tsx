import type { Metadata } from "next";
import { linkProblem } from "@/lib/server/accounts/tokens";
import { paramValue } from "@/lib/shared/page-params";
import { ResetPasswordView } from "./reset-password-view";

export const metadata: Metadata = { title: "Reset password" };

/** The reset link's page: opening it changes nothing; the new password is POSTed with the token. */
export default async function ResetPasswordPage({
  searchParams,
}: PageProps<"/auth/reset-password">) {
  const token = paramValue((await searchParams).token);
  return (
    <ResetPasswordView token={token ?? ""} problem={await linkProblem("reset-password", token)} />
  );
}
