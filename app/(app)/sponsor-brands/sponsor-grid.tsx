"use client";

import { Search } from "lucide-react";
import { useQueryStates } from "nuqs";
import { useDeferredValue } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useEventContext } from "@/lib/client/event-context";
import { useSponsorBrands } from "@/lib/client/hooks/use-sponsor-brands";
import { PUSH, REPLACE } from "@/lib/shared/list-params";
import { SPONSOR_PAGE_SIZES } from "@/lib/shared/sponsor-list-options";
import {
  defaultOrder,
  sponsorGridParams,
  sponsorGridRequest,
  type SponsorGridSort,
} from "@/lib/shared/sponsor-grid-params";
import { GridPagination } from "@/components/ui/grid-pagination";
import { SponsorBrandCard, SponsorBrandCardSkeleton } from "./sponsor-brand-card";

const SORT_LABELS: Record<SponsorGridSort, string> = {
  match: "Best match",
  name: "Name",
  industry: "Industry",
  recent: "Recently added",
};

const ORDER_LABELS = { asc: "Ascending", desc: "Descending" } as const;

/**
 * The potential-sponsors grid: searched, sorted and paged on the server. Search, sort, order, page
 * and page size live in the address (lib/shared/sponsor-grid-params.ts), so Back and a shared
 * link show the same view; the server page prefetched the view the address names.
 */
export function SponsorGrid() {
  const { selectedBrandId, selectedBrand } = useEventContext();
  const [view, setView] = useQueryStates(sponsorGridParams, PUSH);
  const deferredSearch = useDeferredValue(view.search);
  const request = sponsorGridRequest({ ...view, search: deferredSearch }, selectedBrandId);
  const { data, isLoading, isFetching } = useSponsorBrands(request);
  const total = data?.total ?? 0;
  const shownSearch = deferredSearch.trim();

  return (
    <section aria-labelledby="sponsor-grid-heading" data-help-context="sponsor">
      <h2 id="sponsor-grid-heading" className="sr-only">
        Potential sponsors
      </h2>
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <div className="grid min-w-60 flex-1 gap-1.5">
          <Label htmlFor="sponsor-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="sponsor-search"
              type="search"
              placeholder="Name, industry or overview"
              className="pl-9"
              value={view.search}
              onChange={(event) =>
                void setView({ search: event.target.value || null, page: null }, REPLACE)
              }
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="sponsor-sort">Sort by</Label>
          <NativeSelect
            id="sponsor-sort"
            className="w-44"
            value={view.sort}
            onValueChange={(value) =>
              void setView({ sort: value as SponsorGridSort, order: null, page: null })
            }
            options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="sponsor-order">Order</Label>
          <NativeSelect
            id="sponsor-order"
            className="w-36"
            value={view.order ?? defaultOrder(view.sort)}
            onValueChange={(value) =>
              void setView({
                order: value === defaultOrder(view.sort) ? null : (value as "asc" | "desc"),
                page: null,
              })
            }
            options={Object.entries(ORDER_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="sponsor-page-size">Per page</Label>
          <NativeSelect
            id="sponsor-page-size"
            className="w-24"
            value={String(view.pageSize)}
            onValueChange={(value) =>
              void setView({
                pageSize: Number(value) as (typeof SPONSOR_PAGE_SIZES)[number],
                page: null,
              })
            }
            options={SPONSOR_PAGE_SIZES.map((size) => ({
              value: String(size),
              label: String(size),
            }))}
          />
        </div>
      </div>
      {/* Always one line high, so the grid does not move when the brand's name arrives. */}
      <p className="mb-4 min-h-5 text-sm text-muted-foreground" aria-live="polite">
        {selectedBrand ? `${total} sponsors · matches for ${selectedBrand.name}` : null}
      </p>
      {isLoading ? (
        // The same grid of the same cards, so nothing moves when the sponsors arrive.
        <div aria-busy="true">
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: view.pageSize }, (_, i) => (
              <li key={i}>
                <SponsorBrandCardSkeleton />
              </li>
            ))}
          </ul>
          <div className="mt-6 h-8" />
        </div>
      ) : !data?.items.length ? (
        <EmptyState
          title="No Sponsors Found Yet"
          description={
            shownSearch
              ? `Nothing matches "${shownSearch}".`
              : "Add a sponsor brand to start matching."
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={isFetching}>
            {data.items.map((sponsor) => (
              <li key={sponsor.id}>
                <SponsorBrandCard sponsor={sponsor} eventBrandId={selectedBrandId} />
              </li>
            ))}
          </ul>
          <GridPagination
            page={view.page}
            pageSize={view.pageSize}
            total={total}
            onPage={(page) => void setView({ page })}
          />
        </>
      )}
    </section>
  );
}
