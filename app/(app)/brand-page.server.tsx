import "server-only";
import type * as React from "react";
import { UnresolvedBrand } from "@/components/events/unresolved-brand";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
import type { SearchParams } from "@/lib/shared/page-params";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";

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
