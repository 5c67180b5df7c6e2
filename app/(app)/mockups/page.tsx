import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { requireUser } from "@/lib/server/auth/guards";
import { listMockupLibrary } from "@/lib/server/libraries/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { libraryFiltersFrom, loadLibraryParams } from "@/lib/shared/library-params";
import { mockupsQuery } from "@/lib/shared/queries/creative";
import { MockupLibraryView } from "./mockup-library-view";

export const metadata: Metadata = { title: "Mockups" };

/** The filters the address names (lib/shared/library-params.ts) and the sponsors they offer. */
export default async function MockupsPage({ searchParams }: PageProps<"/mockups">) {
  await requireUser();
  const filters = libraryFiltersFrom(await loadLibraryParams(searchParams));
  const brandOnly = filters.eventBrandId ? { eventBrandId: filters.eventBrandId } : {};
  const items = listMockupLibrary(filters);
  const state = await prefetched(
    prefetch(mockupsQuery, filters, () => items),
    prefetch(mockupsQuery, brandOnly, () =>
      filters.sponsorBrandId ? listMockupLibrary(brandOnly) : items,
    ),
  );
  return (
    <HydrationBoundary state={state}>
      <NuqsAdapter>
        <MockupLibraryView />
      </NuqsAdapter>
    </HydrationBoundary>
  );
}
