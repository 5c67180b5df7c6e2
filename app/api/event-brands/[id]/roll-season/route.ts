// POST /api/event-brands/{id}/roll-season — { fromYear, toYear? = fromYear + 1 } (admin): copy a
// season's events to a later year as provisional dates; answers { fromYear, toYear, created,
// skipped, events } (201 when something was created, 200 when everything already existed).
import { route } from "@/lib/server/http/route";
import { rollSeason } from "@/lib/server/specific-events/roll";
import { idParams } from "@/lib/shared/schemas/common";
import { rollSeasonSchema, rollSeasonResultSchema } from "@/lib/shared/schemas/specific-event";

export const POST = route(
  {
    auth: "admin",
    summary: "Copy a season's events to a later year (admin)",
    responses: { 200: rollSeasonResultSchema, 201: rollSeasonResultSchema },
    params: idParams,
    body: rollSeasonSchema,
  },
  async ({ params, body, json }) => {
    const result = await rollSeason(params.id, body.fromYear, body.toYear);
    return json(result, { status: result.created > 0 ? 201 : 200 });
  },
);
