import type { Metadata } from "next";
import Link from "next/link";
import { BrandInAddress } from "@/components/events/brand-in-address";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/lean";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { requireUser } from "@/lib/server/auth/guards";
import { listAssetRows, toAsset } from "@/lib/server/inventory/assets";
import { brandSeasons, getAvailability } from "@/lib/server/inventory/availability";
import { ASSET_CATEGORIES } from "@/lib/shared/inventory";
import { readInventoryParams } from "@/lib/shared/inventory-params";
import { InventoryFilters } from "./inventory-filters";
import { valueEachAsset } from "@/lib/server/inventory/valuation";
import { RateCardSection } from "./rate-card";

export const metadata: Metadata = { title: "Inventory" };

/**
 * /inventory?eventBrandId= (&season=, &category=, &q=, &available=1): the property's rate card by
 * category with each asset's availability in a season. Drawn on the server; the filters are a GET
 * form, so the page works without client code.
 */
export default async function InventoryPage({ searchParams }: PageProps<"/inventory">) {
  const page = await resolveBrandPage(searchParams, {
    title: "Inventory",
    noBrandsDescription: "Add an event brand before listing what it sells.",
  });
  if (page.fallback) return page.fallback;
  const { brand } = page;
  const user = await requireUser();
  const isAdmin = user.role === "admin";
  const filters = readInventoryParams(page.params);
  const [rows, availability, seasons] = await Promise.all([
    listAssetRows(brand.id, { category: filters.category, q: filters.q }),
    getAvailability(brand.id, filters.season),
    brandSeasons(brand.id),
  ]);
  const counts = new Map(availability.assets.map((entry) => [entry.assetId, entry]));
  const assets = rows
    .map(toAsset)
    .filter((asset) => !filters.availableOnly || (counts.get(asset.id)?.available ?? 0) > 0);
  const eventNames = new Map(availability.events.map((event) => [event.id, event.name]));
  const season = availability.season;
  // Pricing guidance for every listed asset at once, streamed into the rate card's cells.
  const guidance = valueEachAsset(
    brand.id,
    assets.map((asset) => asset.id),
    season,
  );
  return (
    <>
      {page.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <PageHeader
        title="Inventory"
        description={`${brand.name}'s rate card: what it sells, at what list price, and what is left in ${season}.`}
        actions={
          <>
            <Link
              href={`/inventory/packages?eventBrandId=${brand.id}`}
              className={buttonClass("outline")}
            >
              Packages
            </Link>
            <Link href={`/fulfilment?eventBrandId=${brand.id}`} className={buttonClass("outline")}>
              Fulfilment
            </Link>
            {isAdmin ? (
              <Link
                href={`/inventory/assets/new?eventBrandId=${brand.id}`}
                className={buttonClass()}
              >
                Add asset
              </Link>
            ) : null}
          </>
        }
      />
      <InventoryFilters
        eventBrandId={brand.id}
        filters={{ ...filters, season }}
        seasons={seasons.includes(season) ? seasons : [season, ...seasons]}
      />
      {filters.badSeason ? (
        <p role="status" className="mb-4 text-sm text-destructive">
          &ldquo;{filters.badSeason}&rdquo; is not a season (a year such as {season}): showing{" "}
          {season}.
        </p>
      ) : null}
      {assets.length === 0 ? (
        <p className="rounded-lg border border-dashed px-6 py-12 text-center text-muted-foreground">
          {rows.length === 0 && !filters.category && !filters.q
            ? `${brand.name} has no assets yet.`
            : "No asset matches these filters."}
        </p>
      ) : (
        ASSET_CATEGORIES.map((category) => {
          const inCategory = assets.filter((asset) => asset.category === category.key);
          if (inCategory.length === 0) return null;
          return (
            <RateCardSection
              key={category.key}
              label={category.label}
              assets={inCategory}
              counts={counts}
              eventNames={eventNames}
              guidance={guidance}
              season={season}
              isAdmin={isAdmin}
            />
          );
        })
      )}
    </>
  );
}
