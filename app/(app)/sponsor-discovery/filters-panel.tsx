"use client";

import { ArrowDownWideNarrow, ArrowUpNarrowWide, RotateCcw, Search } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Slider } from "@/components/ui/slider";
import {
  DISCOVERY_SORTS,
  isDiscoverySortKey,
  MIN_MATCH_STEP,
  type DiscoveryFilters,
  type DiscoverySortOrder,
} from "@/lib/shared/discovery-filters";
import { IndustryFilter } from "./industry-filter";

const ORDERS: ReadonlyArray<{ value: DiscoverySortOrder; label: string; icon: typeof Search }> = [
  { value: "desc", label: "Highest First", icon: ArrowDownWideNarrow },
  { value: "asc", label: "Lowest First", icon: ArrowUpNarrowWide },
];

/**
 * Search, minimum match, sorting, current partners and industries of Best-Fit Sponsors
 * (docs/product.md#discovery).
 */
export function FiltersPanel({
  filters,
  onChange,
  industries,
  onReset,
}: {
  filters: DiscoveryFilters;
  onChange: (patch: Partial<DiscoveryFilters>) => void;
  industries: string[];
  /** Present when something differs from the defaults. */
  onReset?: () => void;
}) {
  const id = useId();
  return (
    <div
      role="search"
      aria-label="Filter sponsors"
      className="space-y-5 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,0.9fr)_auto] xl:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              type="search"
              placeholder="Sponsor name or industry"
              className="pl-8"
              value={filters.search}
              onChange={(event) => onChange({ search: event.target.value })}
            />
          </div>
        </div>

        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label id={`${id}-min`}>Minimum Match Percentage</Label>
            <span
              className="text-sm leading-none font-semibold text-primary tabular-nums"
              aria-hidden
            >
              {filters.minMatch}%
            </span>
          </div>
          <div className="flex h-9 items-center">
            <Slider
              aria-labelledby={`${id}-min`}
              min={0}
              max={100}
              step={MIN_MATCH_STEP}
              value={filters.minMatch}
              onValueChange={(value) => onChange({ minMatch: value })}
            />
          </div>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-sort`}>Sort By</Label>
          <SimpleSelect
            id={`${id}-sort`}
            className="w-full"
            value={filters.sortBy}
            onValueChange={(value) => isDiscoverySortKey(value) && onChange({ sortBy: value })}
            options={DISCOVERY_SORTS}
          />
        </div>

        <div className="grid gap-2">
          <span id={`${id}-order`} className="text-sm leading-none font-medium">
            Sort Order
          </span>
          <div
            role="group"
            aria-labelledby={`${id}-order`}
            className="inline-flex rounded-md border border-input bg-background p-0.5 shadow-xs"
          >
            {ORDERS.map((order) => {
              const active = filters.order === order.value;
              return (
                <Button
                  key={order.value}
                  size="sm"
                  variant={active ? "default" : "ghost"}
                  aria-pressed={active}
                  className="flex-1 shadow-none"
                  onClick={() => onChange({ order: order.value })}
                >
                  <order.icon aria-hidden /> {order.label}
                </Button>
              );
            })}
          </div>
        </div>
      </div>

      <CheckboxField
        id={`${id}-partners`}
        label="Include current partners"
        checked={filters.includeCurrentPartners}
        onCheckedChange={(checked) => onChange({ includeCurrentPartners: checked })}
      />

      <IndustryFilter
        industries={industries}
        selected={filters.industries}
        onChange={(next) => onChange({ industries: next })}
        trailing={
          onReset ? (
            <Button variant="ghost" size="sm" onClick={onReset}>
              <RotateCcw aria-hidden /> Reset Filters
            </Button>
          ) : null
        }
      />
    </div>
  );
}
