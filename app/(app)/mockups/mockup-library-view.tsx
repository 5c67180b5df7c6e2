"use client";

import { ImageIcon } from "lucide-react";
import Link from "next/link";
import { LibraryView } from "@/components/creative/library-view";
import { useLibraryFilters } from "@/components/creative/library-filter-bar";
import { MockupCard } from "@/components/creative/mockup-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useMockups } from "@/lib/client/hooks/use-creative";
import { plural } from "@/lib/shared/text";

/** Every mockup across sponsors, favourites first, filterable by brand and sponsor. */
export function MockupLibraryView() {
  const [filters] = useLibraryFilters();
  const { data: mockups, isLoading } = useMockups(filters);
  const { data: options } = useMockups({ eventBrandId: filters.eventBrandId });

  return (
    <LibraryView
      title="Mockups"
      description="Every visual mockup made for your sponsors, favourites first."
      filters={filters}
      noun="mockups"
      options={options}
      isLoading={isLoading}
      loading={
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="aspect-[3/2]" />
          <Skeleton className="aspect-[3/2]" />
          <Skeleton className="aspect-[3/2]" />
        </div>
      }
      count={mockups && mockups.length > 0 ? plural(mockups.length, "mockup") : null}
      label="Mockups"
      className="space-y-3"
      empty={{
        icon: <ImageIcon />,
        title: "No mockups yet",
        description: "Generate a mockup from a sponsor's Visuals tab; they are collected here.",
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {mockups?.map((mockup) => (
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
    </LibraryView>
  );
}
