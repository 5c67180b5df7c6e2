"use client";

import { ArrowUpRight, Lightbulb } from "lucide-react";
import Link from "next/link";
import { ActivationCard } from "@/components/creative/activation-card";
import { LibraryFilterBar, sponsorsOf } from "@/components/creative/library-filter-bar";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { LibraryFilters } from "@/lib/client/hooks/job-keys";
import { useActivationLibrary } from "@/lib/client/hooks/use-creative";
import { withQuery } from "@/lib/client/api";
import { plural } from "@/lib/shared/text";

/** Every activation idea across sponsors, favourites first, filterable by brand and sponsor. */
export function ActivationLibraryView({ filters }: { filters: LibraryFilters }) {
  const { data: ideas, isLoading } = useActivationLibrary(filters);
  const { data: options } = useActivationLibrary({ eventBrandId: filters.eventBrandId });
  const favourites = ideas?.filter((idea) => idea.isFavorite).length ?? 0;

  return (
    <>
      <PageHeader
        title="Activations"
        description="Every activation idea generated for your sponsors, favourites first."
      />
      <div className="space-y-6">
        <LibraryFilterBar filters={filters} noun="ideas" sponsors={sponsorsOf(options)} />
        {isLoading ? (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
          </div>
        ) : ideas && ideas.length > 0 ? (
          <section aria-label="Activation ideas" className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {plural(ideas.length, "idea")}
              {favourites > 0 ? ` · ${favourites} starred` : ""}
            </p>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {ideas.map((idea) => (
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
          </section>
        ) : (
          <EmptyState
            icon={<Lightbulb />}
            title="No activation ideas yet"
            description="Generate ideas from a sponsor's Activations tab; they are collected here."
            action={
              <Button asChild variant="outline">
                <Link href="/sponsor-brands">Browse sponsor brands</Link>
              </Button>
            }
          />
        )}
      </div>
    </>
  );
}
