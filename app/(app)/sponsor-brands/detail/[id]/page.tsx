import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { sponsorBrandQuery, type ContextParams } from "@/lib/shared/queries/sponsors";
import { requireUser } from "@/lib/server/auth/guards";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { AppError } from "@/lib/server/http/errors";
import { dehydrateQueries } from "@/lib/server/hydration";
import { findSpecificEventIdByName } from "@/lib/server/specific-events/queries";
import { getSponsorBrandDetail, SPONSOR_BRAND_NOT_FOUND } from "@/lib/server/sponsors/queries";
import { paramValue, parseIdParam, type SearchParams } from "@/lib/shared/page-params";
import { SponsorDetailView, SponsorNotFound, type DetailTab } from "./sponsor-detail-view";

export const metadata: Metadata = { title: "Sponsor brand" };

const DETAIL_TABS: readonly DetailTab[] = ["overview", "research", "activations", "visuals"];

/**
 * The match context of the page: ?specificEventId, ?event (an event's name, from event pages),
 * ?eventBrandId, else the selected brand.
 */
async function contextOf(query: SearchParams, userId: number): Promise<ContextParams> {
  const specificEventId = parseIdParam(query.specificEventId);
  if (specificEventId) return { specificEventId };
  const eventName = paramValue(query.event);
  if (eventName) {
    const eventId = await findSpecificEventIdByName(eventName);
    if (eventId !== null) return { specificEventId: eventId };
  }
  const eventBrandId = parseIdParam(query.eventBrandId);
  if (eventBrandId) return { eventBrandId };
  return { eventBrandId: await getSelectedEventBrandId(userId) };
}

export default async function SponsorBrandDetailPage({
  params,
  searchParams,
}: PageProps<"/sponsor-brands/detail/[id]">) {
  const user = await requireUser();
  const [{ id: raw }, query] = await Promise.all([params, searchParams]);
  const id = parseIdParam(raw);
  // The id is parsed as a number; anything that is not an id shows the not-found view without a query.
  if (id === null) return <SponsorNotFound id={raw} />;

  let context = await contextOf(query, user.id);
  let detail;
  try {
    detail = await getSponsorBrandDetail(
      id,
      {
        eventBrandId: context.eventBrandId ?? undefined,
        specificEventId: context.specificEventId ?? undefined,
      },
      user.id,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "NOT_FOUND") throw error;
    if (error.message === SPONSOR_BRAND_NOT_FOUND) return <SponsorNotFound id={raw} />;
    // A context that no longer exists: show the sponsor without a match rather than nothing.
    context = {};
    detail = await getSponsorBrandDetail(id, {}, user.id);
  }
  const activation = parseIdParam(query.activation);
  const tab = DETAIL_TABS.find((name) => name === paramValue(query.tab));
  return (
    <HydrationBoundary
      state={dehydrateQueries([[sponsorBrandQuery.key({ id, ...context }), detail]])}
    >
      <SponsorDetailView
        id={id}
        context={context}
        highlightActivationId={activation}
        startInEditMode={paramValue(query.edit) === "true"}
        initialTab={tab}
      />
    </HydrationBoundary>
  );
}
