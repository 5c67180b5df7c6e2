import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { findSponsorImportDetail, listSponsorImports } from "@/lib/server/imports/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { importQuery, importsQuery } from "@/lib/shared/queries/imports";
import { parseIdParam } from "@/lib/shared/page-params";
import { ImportHistory } from "./import-history";
import { ImportWizard } from "./import-wizard";

export const metadata: Metadata = { title: "Import Prospects" };

export default async function ImportProspectsPage({
  searchParams,
}: PageProps<"/sponsor-brands/import">) {
  const user = await requireUser();
  const id = parseIdParam((await searchParams).id);
  const detail = id === null ? null : await findSponsorImportDetail(id, user);
  const state = await prefetched(
    prefetch(importsQuery, undefined, () => listSponsorImports(user)),
    ...(detail ? [prefetch(importQuery, { id: detail.id }, () => detail)] : []),
  );
  return (
    <HydrationBoundary state={state}>
      <PageHeader
        title="Import Prospects"
        description="Add your own prospect list to the catalogue from a CSV or Excel (.xlsx) file."
      />
      <ImportWizard
        key={id ?? "new"}
        importId={detail ? detail.id : null}
        notFound={id !== null && !detail}
      />
      <ImportHistory />
    </HydrationBoundary>
  );
}
