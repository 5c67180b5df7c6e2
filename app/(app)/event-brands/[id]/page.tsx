import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { requireUser } from "@/lib/server/auth/guards";
import { EVENT_BRAND_NOT_FOUND, findEventBrand } from "@/lib/server/event-brands/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { listSpecificEvents } from "@/lib/server/specific-events/queries";
import { parseIdParam } from "@/lib/shared/page-params";
import { eventBrandQuery } from "@/lib/shared/queries/event-brands";
import { specificEventsQuery } from "@/lib/shared/queries/events";
import { CategoryMap, CategoryMapLoading } from "./category-map.server";
import { EventBrandDetail, EventBrandLoadError } from "./event-brand-detail";

/** The tab is titled with the property's name. */
export async function generateMetadata({
  params,
}: PageProps<"/event-brands/[id]">): Promise<Metadata> {
  const id = parseIdParam((await params).id);
  const brand = id === null ? null : await findEventBrand(id);
  return { title: brand?.name ?? "Event brand" };
}

export default async function EventBrandPage({ params }: PageProps<"/event-brands/[id]">) {
  const user = await requireUser();
  const { id: raw } = await params;
  const id = parseIdParam(raw);
  const brand = id === null ? null : await findEventBrand(id);
  if (id === null || !brand) {
    return <EventBrandLoadError message={id === null ? undefined : EVENT_BRAND_NOT_FOUND} />;
  }
  const state = await prefetched(
    prefetch(eventBrandQuery, { id }, () => brand),
    prefetch(specificEventsQuery, { eventBrandId: id }, () => listSpecificEvents(id)),
  );
  return (
    <HydrationBoundary state={state}>
      <EventBrandDetail
        id={id}
        isAdmin={user.role === "admin"}
        categoryMap={
          // Streamed: the property's header and tools show while its categories are read.
          <Suspense fallback={<CategoryMapLoading />}>
            <CategoryMap eventBrandId={id} name={brand.name} />
          </Suspense>
        }
      />
    </HydrationBoundary>
  );
}
