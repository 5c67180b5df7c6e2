import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import {
  interactionsKey,
  pipelineStageKey,
  sponsorEventsKey,
} from "@/lib/client/hooks/engagement-keys";
import { brandProgressQuery } from "@/lib/shared/queries/sponsorships";
import { sponsorBrandKey } from "@/lib/client/hooks/sponsor-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { AppError } from "@/lib/server/http/errors";
import { dehydrateQueries } from "@/lib/server/hydration";
import { listInteractions } from "@/lib/server/interactions/queries";
import { getPipelineStage } from "@/lib/server/sponsors/pipeline";
import { getSponsorBrandDetail } from "@/lib/server/sponsors/queries";
import { listSponsorEvents } from "@/lib/server/sponsorships/links";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import { parseIdParam } from "@/lib/shared/page-params";
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
  const [interactions, stage, progress, events] = await Promise.all([
    listInteractions(id),
    getPipelineStage(id),
    eventBrandId === null ? Promise.resolve([]) : listBrandProgress(eventBrandId),
    listSponsorEvents(id, eventBrandId ?? undefined),
  ]);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [sponsorBrandKey(id, context), detail],
        [interactionsKey(id), interactions],
        [pipelineStageKey(id), stage],
        [sponsorEventsKey(id, eventBrandId), events],
        ...(eventBrandId === null
          ? []
          : [[brandProgressQuery.key({ eventBrandId }), progress] as const]),
      ])}
    >
      <InteractionsView sponsorId={id} eventBrandId={eventBrandId} />
    </HydrationBoundary>
  );
}
