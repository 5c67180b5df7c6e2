import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { createLoader } from "nuqs/server";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { findSponsorImportDetail, listSponsorImports } from "@/lib/server/imports/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { importWizardParams } from "@/lib/shared/import-params";
import { importQuery, importsQuery } from "@/lib/shared/queries/imports";
import { ImportHistory } from "./import-history";
import { ImportWizard } from "./import-wizard";

export const metadata: Metadata = { title: "Import Prospects" };

const loadView = createLoader(importWizardParams);

/** /sponsor-brands/import (?id=&step=): the wizard at the import and step the address names. */
export default async function ImportProspectsPage({
  searchParams,
}: PageProps<"/sponsor-brands/import">) {
  const user = await requireUser();
  const { id } = loadView(await searchParams);
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
      <NuqsAdapter>
        <ImportWizard />
        <ImportHistory />
      </NuqsAdapter>
    </HydrationBoundary>
  );
}
