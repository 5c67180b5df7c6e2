import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { specificEventKey } from "@/lib/client/hooks/event-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { dehydrateQueries } from "@/lib/server/hydration";
import { findSpecificEvent } from "@/lib/server/specific-events/queries";
import { parseIdParam } from "@/lib/shared/page-params";
import { EventDetail, EventLoadError } from "./event-detail";

export const metadata: Metadata = { title: "Event details" };

/** /specific-events/{id} and /events/{id}: one event of a brand's schedule. */
export default async function SpecificEventPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id: raw } = await params;
  const id = parseIdParam(raw);
  const event = id === null ? null : await findSpecificEvent(id);
  if (id === null || !event) return <EventLoadError />;
  return (
    <HydrationBoundary state={dehydrateQueries([[specificEventKey(id), event]])}>
      <EventDetail id={id} isAdmin={user.role === "admin"} />
    </HydrationBoundary>
  );
}
