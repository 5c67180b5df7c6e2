import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { requireUser } from "@/lib/server/auth/guards";
import { listResearchLibrary } from "@/lib/server/libraries/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { libraryFiltersFrom, loadLibraryParams } from "@/lib/shared/library-params";
import { researchLibraryQuery } from "@/lib/shared/queries/creative";
import { ResearchLibraryView } from "./research-library-view";

export const metadata: Metadata = { title: "Research" };

/** The filters the address names (lib/shared/library-params.ts) and the sponsors they offer. */
export default async function ResearchPage({ searchParams }: PageProps<"/research">) {
  const user = await requireUser();
  const filters = libraryFiltersFrom(await loadLibraryParams(searchParams));
  const brandOnly = filters.eventBrandId ? { eventBrandId: filters.eventBrandId } : {};
  const items = listResearchLibrary(filters, user.id);
  const state = await prefetched(
    prefetch(researchLibraryQuery, filters, () => items),
    prefetch(researchLibraryQuery, brandOnly, () =>
      filters.sponsorBrandId ? listResearchLibrary(brandOnly, user.id) : items,
    ),
  );
  return (
    <HydrationBoundary state={state}>
      <NuqsAdapter>
        <ResearchLibraryView />
      </NuqsAdapter>
    </HydrationBoundary>
  );
}
