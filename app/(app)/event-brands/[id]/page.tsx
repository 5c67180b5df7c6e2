import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { eventBrandKey } from "@/lib/client/hooks/brand-keys";
import { specificEventsKey } from "@/lib/client/hooks/event-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { findEventBrand } from "@/lib/server/event-brands/queries";
import { dehydrateQueries } from "@/lib/server/hydration";
import { listSpecificEvents } from "@/lib/server/specific-events/queries";
import { EventBrandDetail, EventBrandLoadError } from "./event-brand-detail";

export const metadata: Metadata = { title: "Event brand" };

export default async function EventBrandPage({ params }: PageProps<"/event-brands/[id]">) {
  const user = await requireUser();
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const brand = id > 0 ? await findEventBrand(id) : null;
  if (!brand) return <EventBrandLoadError message={id > 0 ? "Event brand not found" : undefined} />;
  const events = await listSpecificEvents(id);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [eventBrandKey(id), brand],
        [specificEventsKey(id), events],
      ])}
    >
      <EventBrandDetail id={id} isAdmin={user.role === "admin"} />
    </HydrationBoundary>
  );
}
