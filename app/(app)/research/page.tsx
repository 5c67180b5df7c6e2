import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { creativeKeys } from "@/lib/client/hooks/job-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { listResearchLibrary } from "@/lib/server/libraries/queries";
import { libraryFiltersOf } from "@/lib/shared/schemas/creative";
import { dehydrateQueries } from "@/lib/server/hydration";
import { ResearchLibraryView } from "./research-library-view";

export const metadata: Metadata = { title: "Research" };

export default async function ResearchPage({ searchParams }: PageProps<"/research">) {
  const user = await requireUser();
  const filters = libraryFiltersOf(await searchParams);
  const brandOnly = { eventBrandId: filters.eventBrandId };
  const [items, options] = await Promise.all([
    listResearchLibrary(filters, user.id),
    filters.sponsorBrandId ? listResearchLibrary(brandOnly, user.id) : null,
  ]);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [creativeKeys.research(filters), items],
        [creativeKeys.research(brandOnly), options ?? items],
      ])}
    >
      <ResearchLibraryView filters={filters} />
    </HydrationBoundary>
  );
}
