import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { creativeKeys } from "@/lib/client/hooks/job-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { listActivationLibrary } from "@/lib/server/libraries/queries";
import { libraryFiltersOf } from "@/lib/shared/schemas/creative";
import { dehydrateQueries } from "@/lib/server/hydration";
import { ActivationLibraryView } from "./activation-library-view";

export const metadata: Metadata = { title: "Activations" };

export default async function ActivationsPage({ searchParams }: PageProps<"/activations">) {
  await requireUser();
  const filters = libraryFiltersOf(await searchParams);
  const brandOnly = { eventBrandId: filters.eventBrandId };
  const [items, options] = await Promise.all([
    listActivationLibrary(filters),
    filters.sponsorBrandId ? listActivationLibrary(brandOnly) : null,
  ]);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [creativeKeys.activationLibrary(filters), items],
        [creativeKeys.activationLibrary(brandOnly), options ?? items],
      ])}
    >
      <ActivationLibraryView filters={filters} />
    </HydrationBoundary>
  );
}
