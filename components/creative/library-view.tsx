"use client";

import Link from "next/link";
import type * as React from "react";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { LibraryFilters } from "@/lib/shared/schemas/creative";
import { LibraryFilterBar, sponsorsOf } from "./library-filter-bar";

/**
 * A library page of what jobs made across sponsors (activations, mockups, research): the header,
 * the brand and sponsor filters, then a loading state, the items with their count, or an empty
 * state that points to the sponsor brands.
 */
export function LibraryView({
  title,
  description,
  filters,
  noun,
  options,
  isLoading,
  loading,
  count,
  label,
  className,
  empty,
  children,
}: {
  title: string;
  description: string;
  filters: LibraryFilters;
  /** What the filter bar says it filters. */
  noun: string;
  /** Everything under the chosen event brand: the sponsors the sponsor filter offers. */
  options: Array<{ sponsorBrandId: number; sponsorName: string }> | undefined;
  isLoading: boolean;
  loading: React.ReactNode;
  /** The count line above the items; without it, the empty state shows. */
  count: React.ReactNode | null;
  label: string;
  className: string;
  empty: { icon: React.ReactNode; title: string; description: string };
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="space-y-6">
        <LibraryFilterBar filters={filters} noun={noun} sponsors={sponsorsOf(options)} />
        {isLoading ? (
          loading
        ) : count !== null ? (
          <section aria-label={label} className={className}>
            <p className="text-sm text-muted-foreground">{count}</p>
            {children}
          </section>
        ) : (
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            description={empty.description}
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
