import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { createLoader } from "nuqs/server";
import { requireUser } from "@/lib/server/auth/guards";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { AppError } from "@/lib/server/http/errors";
import { listActivations } from "@/lib/server/activations/queries";
import { listSponsorContacts } from "@/lib/server/contacts/queries";
import { listMockupLibrary, listResearchLibrary } from "@/lib/server/libraries/queries";
import { prefetch, prefetched, type Prefetch } from "@/lib/server/queries/prefetch";
import {
  findSpecificEventIdByName,
  listSpecificEvents,
} from "@/lib/server/specific-events/queries";
import {
  getSponsorBrandDetail,
  getSponsorBrandOrThrow,
  SPONSOR_BRAND_NOT_FOUND,
} from "@/lib/server/sponsors/queries";
import { paramValue, parseIdParam, type SearchParams } from "@/lib/shared/page-params";
import {
  activationsQuery,
  mockupsQuery,
  researchLibraryQuery,
} from "@/lib/shared/queries/creative";
import { sponsorContactsQuery } from "@/lib/shared/queries/contacts";
import { specificEventsQuery } from "@/lib/shared/queries/events";
import { sponsorBrandQuery, type SponsorBrandParams } from "@/lib/shared/queries/sponsors";
import { openTab, sponsorDetailParams, type DetailTab } from "@/lib/shared/sponsor-detail-params";
import { SponsorDetailView, SponsorNotFound } from "./sponsor-detail-view";

type Context = Omit<SponsorBrandParams, "id">;
const loadDetailParams = createLoader(sponsorDetailParams);

/**
 * What the open tab shows besides the sponsor itself. The work tabs (Activations, Visuals,
 * Proposal) also show the event picker, which lists the property's schedule.
 */
function tabViews(
  tab: DetailTab,
  sponsorBrandId: number,
  userId: number,
  eventBrandId: number | null,
): Prefetch[] {
  const ideas = prefetch(activationsQuery, { sponsorBrandId }, () =>
    listActivations(sponsorBrandId),
  );
  const schedule = eventBrandId
    ? [prefetch(specificEventsQuery, { eventBrandId }, () => listSpecificEvents(eventBrandId))]
    : [];
  switch (tab) {
    case "research":
      return [
        prefetch(researchLibraryQuery, { sponsorBrandId }, () =>
          listResearchLibrary({ sponsorBrandId }, userId),
        ),
      ];
    case "activations":
      return [ideas, ...schedule];
    case "visuals":
      return [
        ideas,
        prefetch(mockupsQuery, { sponsorBrandId }, () => listMockupLibrary({ sponsorBrandId })),
        ...schedule,
      ];
    case "proposal":
      return schedule;
    case "overview":
      return [
        prefetch(sponsorContactsQuery, { sponsorBrandId }, () =>
          listSponsorContacts(sponsorBrandId),
        ),
      ];
    default:
      return [];
  }
}

/** The page is titled with the sponsor's name. */
export async function generateMetadata({
  params,
}: PageProps<"/sponsor-brands/detail/[id]">): Promise<Metadata> {
  const id = parseIdParam((await params).id);
  const sponsor = id === null ? null : await getSponsorBrandOrThrow(id).catch(() => null);
  return { title: sponsor?.name ?? "Sponsor brand" };
}

/**
 * The match context of the page: ?specificEventId, ?event (an event's name, from event pages),
 * ?eventBrandId, else the selected brand.
 */
async function contextOf(query: SearchParams, userId: number): Promise<Context> {
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

/** The sponsor for the context; a context that no longer exists shows it without a match. */
async function loadDetail(id: number, context: Context, userId: number) {
  const ids = {
    eventBrandId: context.eventBrandId ?? undefined,
    specificEventId: context.specificEventId ?? undefined,
  };
  try {
    return { context, detail: await getSponsorBrandDetail(id, ids, userId) };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "NOT_FOUND") throw error;
    if (error.message === SPONSOR_BRAND_NOT_FOUND) return null;
    return { context: {}, detail: await getSponsorBrandDetail(id, {}, userId) };
  }
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

  const loaded = await loadDetail(id, await contextOf(query, user.id), user.id);
  if (!loaded) return <SponsorNotFound id={raw} />;
  const { context, detail } = loaded;
  const activation = parseIdParam(query.activation);
  const state = await prefetched(
    prefetch(sponsorBrandQuery, { id, ...context }, () => detail),
    ...tabViews(
      openTab(loadDetailParams(query).tab, activation),
      id,
      user.id,
      detail.matchDetail?.context.eventBrand.id ?? context.eventBrandId ?? null,
    ),
  );
  return (
    <HydrationBoundary state={state}>
      <NuqsAdapter>
        <SponsorDetailView
          id={id}
          context={context}
          highlightActivationId={activation}
          startInEditMode={paramValue(query.edit) === "true"}
        />
      </NuqsAdapter>
    </HydrationBoundary>
  );
}
