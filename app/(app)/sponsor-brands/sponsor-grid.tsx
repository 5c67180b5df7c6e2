"use client";

import { Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { plainOptions, SimpleSelect } from "@/components/ui/simple-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useEventContext } from "@/lib/client/event-context";
import { DEFAULT_SPONSOR_LIST as DEFAULT_LIST } from "@/lib/client/hooks/sponsor-keys";
import { useSponsorBrands, type SponsorListParams } from "@/lib/client/hooks/use-sponsor-brands";
import { SPONSOR_PAGE_SIZES } from "@/lib/shared/schemas/sponsor";
import { GridPagination } from "@/components/ui/grid-pagination";
import { SponsorBrandCard } from "./sponsor-brand-card";

const SORT_LABELS: Record<SponsorListParams["sort"], string> = {
  match: "Best match",
  name: "Name",
  industry: "Industry",
  recent: "Recently added",
};

/** The potential-sponsors grid: searched, sorted and paged on the server. */
export function SponsorGrid() {
  const { selectedBrandId, selectedBrand } = useEventContext();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SponsorListParams["sort"]>(DEFAULT_LIST.sort);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_LIST.pageSize);
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const params: SponsorListParams = {
    page,
    pageSize,
    sort,
    eventBrandId: selectedBrandId,
    ...(deferredSearch ? { search: deferredSearch } : {}),
  };
  const { data, isLoading, isFetching } = useSponsorBrands(params);
  const total = data?.total ?? 0;

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
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="sponsor-sort">Sort by</Label>
          <SimpleSelect
            id="sponsor-sort"
            className="w-44"
            value={sort}
            onValueChange={(value) => {
              setSort(value as SponsorListParams["sort"]);
              setPage(1);
            }}
            options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="sponsor-page-size">Per page</Label>
          <SimpleSelect
            id="sponsor-page-size"
            className="w-24"
            value={String(pageSize)}
            onValueChange={(value) => {
              setPageSize(Number(value));
              setPage(1);
            }}
            options={plainOptions(SPONSOR_PAGE_SIZES)}
          />
        </div>
      </div>
      {selectedBrand ? (
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
          {total} sponsors · matches for {selectedBrand.name}
        </p>
      ) : null}
      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      ) : !data?.items.length ? (
        <EmptyState
          title="No Sponsors Found Yet"
          description={
            deferredSearch
              ? `Nothing matches "${deferredSearch}".`
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
          <GridPagination page={page} pageSize={pageSize} total={total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
