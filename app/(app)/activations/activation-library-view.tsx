"use client";

import { ArrowUpRight, Lightbulb } from "lucide-react";
import Link from "next/link";
import { ActivationCard } from "@/components/creative/activation-card";
import { LibraryView } from "@/components/creative/library-view";
import { useLibraryFilters } from "@/components/creative/library-filter-bar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useActivationLibrary } from "@/lib/client/hooks/use-creative";
import { withQuery } from "@/lib/shared/queries/define";
import { plural } from "@/lib/shared/text";

/** Every activation idea across sponsors, favourites first, filterable by brand and sponsor. */
export function ActivationLibraryView() {
  const [filters] = useLibraryFilters();
  const { data: ideas, isLoading } = useActivationLibrary(filters);
  const { data: options } = useActivationLibrary({ eventBrandId: filters.eventBrandId });
  const favourites = ideas?.filter((idea) => idea.isFavorite).length ?? 0;

  return (
    <LibraryView
      title="Activations"
      description="Every activation idea generated for your sponsors, favourites first."
      filters={filters}
      noun="ideas"
      options={options}
      isLoading={isLoading}
      loading={
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      }
      count={
        ideas && ideas.length > 0 ? (
          <>
            {plural(ideas.length, "idea")}
            {favourites > 0 ? ` · ${favourites} starred` : ""}
          </>
        ) : null
      }
      label="Activation ideas"
      className="space-y-3"
      empty={{
        icon: <Lightbulb />,
        title: "No activation ideas yet",
        description: "Generate ideas from a sponsor's Activations tab; they are collected here.",
      }}
    >
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {ideas?.map((idea) => (
          <ActivationCard
            key={idea.id}
            activation={idea}
            owner={`${idea.sponsorName}${idea.eventBrandName ? ` · ${idea.eventBrandName}` : ""}`}
            actions={
              <Button asChild variant="ghost" size="sm">
                <Link
                  href={withQuery(`/sponsor-brands/detail/${idea.sponsorBrandId}`, {
                    activation: idea.id,
                    eventBrandId: idea.eventBrandId,
                  })}
                  aria-label={`Open ${idea.title} on ${idea.sponsorName}'s page`}
                >
                  Open <ArrowUpRight aria-hidden />
                </Link>
              </Button>
            }
          />
        ))}
      </div>
    </LibraryView>
  );
}
