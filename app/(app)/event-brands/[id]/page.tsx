import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { specificEventsKey } from "@/lib/client/hooks/event-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { EVENT_BRAND_NOT_FOUND, findEventBrand } from "@/lib/server/event-brands/queries";
import { dehydrateQueries } from "@/lib/server/hydration";
import { eventBrandQuery } from "@/lib/shared/queries/event-brands";
import { listSpecificEvents } from "@/lib/server/specific-events/queries";
import { parseIdParam } from "@/lib/shared/page-params";
import { EventBrandDetail, EventBrandLoadError } from "./event-brand-detail";

export const metadata: Metadata = { title: "Event brand" };

export default async function EventBrandPage({ params }: PageProps<"/event-brands/[id]">) {
  const user = await requireUser();
  const { id: raw } = await params;
  const id = parseIdParam(raw);
  const brand = id === null ? null : await findEventBrand(id);
  if (id === null || !brand) {
    return <EventBrandLoadError message={id === null ? undefined : EVENT_BRAND_NOT_FOUND} />;
  }
  const events = await listSpecificEvents(id);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [eventBrandQuery.key({ id: id }), brand],
        [specificEventsKey(id), events],
      ])}
    >
      <EventBrandDetail id={id} isAdmin={user.role === "admin"} />
    </HydrationBoundary>
  );
}
