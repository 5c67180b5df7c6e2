// POST /api/sponsor-discovery/refresh — 'Refresh Sponsors': rank every sponsor for the context
// ({ eventBrandId } or { specificEventId }) again, in the background. Answers 202 with the
// ranking's state (and the job's Location when one was queued); discovery keeps answering from the
// previous ranking until the new one is ready.
import { z } from "zod";
import { badRequest } from "@/lib/server/http/errors";
import { queued } from "@/lib/server/http/queued";
import { route } from "@/lib/server/http/route";
import { resolveContext } from "@/lib/server/sponsors/context";
import { rankingView, requestRanking } from "@/lib/server/sponsors/ranking";
import { bodyId } from "@/lib/shared/schemas/common";
import { discoveryRefreshSchema } from "@/lib/shared/schemas/sponsor";

const id = (label: string) => bodyId(label, { error: "The context id must be a number" });
const body = z.object({
  eventBrandId: id("eventBrandId").optional(),
  specificEventId: id("specificEventId").optional(),
});

export const POST = route(
  {
    summary: "Rank sponsors for a context again",
    responses: { 202: discoveryRefreshSchema },
    auth: "user",
    body,
  },
  async ({ body, json }) => {
    const context = await resolveContext(body);
    if (!context) throw badRequest("Choose an event brand or a specific event");
    const ranking = await requestRanking(context);
    return queued(json, { ranking: rankingView(ranking), jobId: ranking.jobId }, ranking.jobId);
  },
);
