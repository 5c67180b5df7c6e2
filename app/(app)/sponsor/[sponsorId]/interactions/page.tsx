import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { sponsorBrandQuery } from "@/lib/shared/queries/sponsors";
import { requireUser } from "@/lib/server/auth/guards";
import { listSponsorContacts } from "@/lib/server/contacts/queries";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { AppError } from "@/lib/server/http/errors";
import { listInteractions } from "@/lib/server/interactions/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { getPipelineStage } from "@/lib/server/sponsors/pipeline";
import { getSponsorBrandDetail } from "@/lib/server/sponsors/queries";
import { listSponsorEvents } from "@/lib/server/sponsorships/links";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import { parseIdParam } from "@/lib/shared/page-params";
import {
  interactionsQuery,
  pipelineStageQuery,
  sponsorEventsQuery,
} from "@/lib/shared/queries/interactions";
import { sponsorContactsQuery } from "@/lib/shared/queries/contacts";
import { brandProgressQuery } from "@/lib/shared/queries/sponsorships";
import { InteractionsView, SponsorLoadError } from "./interactions-view";

export const metadata: Metadata = { title: "Sponsor interactions" };

export default async function SponsorInteractionsPage({
  params,
}: PageProps<"/sponsor/[sponsorId]/interactions">) {
  const user = await requireUser();
  const { sponsorId: raw } = await params;
  const id = parseIdParam(raw);
  if (id === null) return <SponsorLoadError />;

  const eventBrandId = await getSelectedEventBrandId(user.id);
  const context = { eventBrandId };
  let detail;
  try {
    detail = await getSponsorBrandDetail(id, { eventBrandId: eventBrandId ?? undefined }, user.id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return <SponsorLoadError />;
    throw error;
  }
  const sponsorBrandId = id;
  const state = await prefetched(
    prefetch(sponsorBrandQuery, { id, ...context }, () => detail),
    prefetch(interactionsQuery, { sponsorBrandId }, () => listInteractions(id)),
    prefetch(sponsorContactsQuery, { sponsorBrandId }, () => listSponsorContacts(id)),
    prefetch(pipelineStageQuery, { sponsorBrandId }, () => getPipelineStage(id)),
    prefetch(sponsorEventsQuery, { sponsorBrandId, eventBrandId }, () =>
      listSponsorEvents(id, eventBrandId ?? undefined),
    ),
    ...(eventBrandId === null
      ? []
      : [prefetch(brandProgressQuery, { eventBrandId }, () => listBrandProgress(eventBrandId))]),
  );
  return (
    <HydrationBoundary state={state}>
      <InteractionsView sponsorId={id} eventBrandId={eventBrandId} />
    </HydrationBoundary>
  );
}
