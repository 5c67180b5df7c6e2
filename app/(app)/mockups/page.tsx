import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { creativeKeys } from "@/lib/client/hooks/job-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { listMockupLibrary } from "@/lib/server/libraries/queries";
import { libraryFiltersOf } from "@/lib/shared/schemas/creative";
import { dehydrateQueries } from "@/lib/server/hydration";
import { MockupLibraryView } from "./mockup-library-view";

export const metadata: Metadata = { title: "Mockups" };

export default async function MockupsPage({ searchParams }: PageProps<"/mockups">) {
  await requireUser();
  const filters = libraryFiltersOf(await searchParams);
  const brandOnly = { eventBrandId: filters.eventBrandId };
  const [items, options] = await Promise.all([
    listMockupLibrary(filters),
    filters.sponsorBrandId ? listMockupLibrary(brandOnly) : null,
  ]);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [creativeKeys.mockups(filters), items],
        [creativeKeys.mockups(brandOnly), options ?? items],
      ])}
    >
      <MockupLibraryView filters={filters} />
    </HydrationBoundary>
  );
}
