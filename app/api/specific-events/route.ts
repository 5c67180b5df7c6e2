// GET, POST /api/specific-events — a brand's schedule (?eventBrandId=&_t=); add an event.
import { json, route } from "@/lib/server/http/route";
import { createSpecificEvent } from "@/lib/server/specific-events/mutations";
import { listSpecificEvents } from "@/lib/server/specific-events/queries";
import {
  specificEventCreateSchema,
  specificEventListQuery,
} from "@/lib/shared/schemas/specific-event";

export const GET = route({ auth: "user", query: specificEventListQuery }, async ({ query }) =>
  listSpecificEvents(query.eventBrandId),
);

export const POST = route({ auth: "user", body: specificEventCreateSchema }, async ({ body }) =>
  json(await createSpecificEvent(body), { status: 201 }),
);
