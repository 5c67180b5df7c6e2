"use client";

import { ImageIcon } from "lucide-react";
import Link from "next/link";
import { LibraryFilterBar, sponsorsOf } from "@/components/creative/library-filter-bar";
import { MockupCard } from "@/components/creative/mockup-card";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { LibraryFilters } from "@/lib/client/hooks/job-keys";
import { useMockups } from "@/lib/client/hooks/use-creative";
import { plural } from "@/lib/shared/text";

/** Every mockup across sponsors, favourites first, filterable by brand and sponsor. */
export function MockupLibraryView({ filters }: { filters: LibraryFilters }) {
  const { data: mockups, isLoading } = useMockups(filters);
  const { data: options } = useMockups({ eventBrandId: filters.eventBrandId });

  return (
    <>
      <PageHeader
        title="Mockups"
        description="Every visual mockup made for your sponsors, favourites first."
      />
      <div className="space-y-6">
        <LibraryFilterBar filters={filters} noun="mockups" sponsors={sponsorsOf(options)} />
        {isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="aspect-[3/2]" />
            <Skeleton className="aspect-[3/2]" />
            <Skeleton className="aspect-[3/2]" />
          </div>
        ) : mockups && mockups.length > 0 ? (
          <section aria-label="Mockups" className="space-y-3">
            <p className="text-sm text-muted-foreground">{plural(mockups.length, "mockup")}</p>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {mockups.map((mockup) => (
                <MockupCard
                  key={mockup.id}
                  mockup={mockup}
                  owner={
                    <Link
                      href={`/sponsor-brands/detail/${mockup.sponsorBrandId}`}
                      className="font-medium text-foreground hover:underline"
                    >
                      {mockup.sponsorName}
                      {mockup.eventBrandName ? ` · ${mockup.eventBrandName}` : ""}
                    </Link>
                  }
                />
              ))}
            </div>
          </section>
        ) : (
          <EmptyState
            icon={<ImageIcon />}
            title="No mockups yet"
            description="Generate a mockup from a sponsor's Visuals tab; they are collected here."
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
