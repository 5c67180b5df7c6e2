import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { IMPORTS_KEY, importKey } from "@/lib/client/hooks/import-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { dehydrateQueries } from "@/lib/server/hydration";
import { findSponsorImportDetail, listSponsorImports } from "@/lib/server/imports/queries";
import { parseIdParam } from "@/lib/shared/page-params";
import { ImportHistory } from "./import-history";
import { ImportWizard } from "./import-wizard";

export const metadata: Metadata = { title: "Import Prospects" };

export default async function ImportProspectsPage({
  searchParams,
}: PageProps<"/sponsor-brands/import">) {
  const user = await requireUser();
  const id = parseIdParam((await searchParams).id);
  const [imports, detail] = await Promise.all([
    listSponsorImports(user),
    id === null ? null : findSponsorImportDetail(id, user),
  ]);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [IMPORTS_KEY, imports],
        ...(detail ? [[importKey(detail.id), detail] as const] : []),
      ])}
    >
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
