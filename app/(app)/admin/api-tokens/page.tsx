import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { AccessDenied } from "@/components/errors/access-denied";
import { AdminPage } from "@/components/shell/admin-page";
import { listAllApiTokens } from "@/lib/server/api-tokens/queries";
import { requireUser } from "@/lib/server/auth/guards";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { adminApiTokensQuery } from "@/lib/shared/queries/api-tokens";
import { AdminApiTokensView } from "./admin-api-tokens-view";

export const metadata: Metadata = { title: "API tokens" };

/** /admin/api-tokens?userId= (admins): every user's API tokens, filtered by user, revocable. */
export default async function AdminApiTokensPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  const state = await prefetched(
    prefetch(adminApiTokensQuery, { userId: null }, () => listAllApiTokens({})),
  );
  return (
    <AdminPage
      state={state}
      title="API tokens"
      description="Every user's API tokens. Revoking one stops it at once; its owner sees it gone from Settings."
    >
      <NuqsAdapter>
        <AdminApiTokensView />
      </NuqsAdapter>
    </AdminPage>
  );
}
