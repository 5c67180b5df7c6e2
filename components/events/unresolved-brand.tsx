import Link from "next/link";
import type * as React from "react";
import { NotFoundCard } from "@/components/errors/not-found-card";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
import type { SearchParams } from "@/lib/shared/page-params";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";

/** An event brand named in the address that does not exist. */
export function EventBrandNotFound() {
  return (
    <NotFoundCard
      title="Event Brand Not Found"
      message="The requested event brand could not be found."
      backHref="/event-brands"
      backLabel="View All Event Brands"
    />
  );
}

/**
 * What a per-property page shows when its brand cannot be resolved (`resolvePageBrand`): the
 * not-found card for a bad id, or the page's heading and a way to add a brand when there are none.
 */
export function UnresolvedBrand({
  state,
  title,
  noBrandsDescription,
}: {
  state: "not-found" | "no-brands";
  title: string;
  noBrandsDescription: string;
}) {
  if (state === "not-found") return <EventBrandNotFound />;
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title="No event brands yet"
        description={noBrandsDescription}
        action={
          <Button asChild>
            <Link href="/event-brands">View All Event Brands</Link>
          </Button>
        }
      />
    </>
  );
}

type BrandPage =
  | { brand: EventBrand; inAddress: boolean; params: SearchParams; fallback?: undefined }
  | { fallback: React.ReactElement };

/**
 * The opening of a per-property page: the signed-in user's brand for the address
 * (`resolvePageBrand`) with the page's search params, or, when it cannot be resolved, what the
 * page renders instead (`UnresolvedBrand` with the page's heading and its no-brands text).
 */
export async function resolveBrandPage(
  searchParams: Promise<SearchParams>,
  page: { title: string; noBrandsDescription: string },
): Promise<BrandPage> {
  const user = await requireUser();
  const params = await searchParams;
  const resolved = await resolvePageBrand(user.id, params);
  if (resolved.state !== "found") {
    return { fallback: <UnresolvedBrand state={resolved.state} {...page} /> };
  }
  return { brand: resolved.brand, inAddress: resolved.inAddress, params };
}
