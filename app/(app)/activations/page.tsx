import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { requireUser } from "@/lib/server/auth/guards";
import { listActivationLibrary } from "@/lib/server/libraries/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { libraryFiltersFrom, loadLibraryParams } from "@/lib/shared/library-params";
import { activationLibraryQuery } from "@/lib/shared/queries/creative";
import { ActivationLibraryView } from "./activation-library-view";

export const metadata: Metadata = { title: "Activations" };

/** The filters the address names (lib/shared/library-params.ts) and the sponsors they offer. */
export default async function ActivationsPage({ searchParams }: PageProps<"/activations">) {
  await requireUser();
  const filters = libraryFiltersFrom(await loadLibraryParams(searchParams));
  const brandOnly = filters.eventBrandId ? { eventBrandId: filters.eventBrandId } : {};
  const items = listActivationLibrary(filters);
  const state = await prefetched(
    prefetch(activationLibraryQuery, filters, () => items),
    prefetch(activationLibraryQuery, brandOnly, () =>
      filters.sponsorBrandId ? listActivationLibrary(brandOnly) : items,
    ),
  );
  return (
    <HydrationBoundary state={state}>
      <NuqsAdapter>
        <ActivationLibraryView />
      </NuqsAdapter>
    </HydrationBoundary>
  );
}
