import Link from "next/link";
import { Button, FilterSelect, Input } from "@/components/ui/lean";
import { ASSET_CATEGORIES } from "@/lib/shared/inventory";
import { inventoryHref, type InventoryParams } from "@/lib/shared/inventory-params";

/**
 * The rate card's filters as a plain GET form (works before and without client code): season,
 * category, name search and "available only". The season links keep the other filters.
 */
export function InventoryFilters({
  eventBrandId,
  filters,
  seasons,
}: {
  eventBrandId: number;
  filters: InventoryParams & { season: number };
  seasons: number[];
}) {
  return (
    <div className="mb-6 space-y-4">
      <nav aria-label="Seasons" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Season:</span>
        {seasons.map((season) => (
          <Link
            key={season}
            href={inventoryHref(eventBrandId, { ...filters, season })}
            aria-current={season === filters.season ? "page" : undefined}
            className={
              season === filters.season
                ? "rounded-md bg-primary px-2.5 py-1 font-medium text-primary-foreground"
                : "rounded-md border px-2.5 py-1 hover:bg-muted"
            }
          >
            {season}
          </Link>
        ))}
      </nav>
      <form
        method="get"
        action="/inventory"
        role="search"
        aria-label="Filter assets"
        className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] sm:items-end"
      >
        <input type="hidden" name="eventBrandId" value={eventBrandId} />
        <input type="hidden" name="season" value={filters.season} />
        <div className="grid gap-1.5">
          <label htmlFor="inventory-q" className="text-sm font-medium">
            Search assets
          </label>
          <Input
            id="inventory-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder="Part of a name, e.g. signage"
            maxLength={100}
          />
        </div>
        <FilterSelect
          id="inventory-category"
          name="category"
          label="Category"
          value={filters.category}
          anyLabel="All categories"
          options={ASSET_CATEGORIES.map((category) => ({
            value: category.key,
            label: category.label,
          }))}
        />
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="available"
            value="1"
            defaultChecked={filters.availableOnly}
            className="size-4"
          />
          Available only
        </label>
        <Button type="submit" variant="outline">
          Apply filters
        </Button>
      </form>
    </div>
  );
}
