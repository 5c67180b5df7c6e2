// GET, POST /api/specific-events — a brand's schedule (?eventBrandId=&_t=); add an event.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { createSpecificEvent } from "@/lib/server/specific-events/mutations";
import { listSpecificEvents } from "@/lib/server/specific-events/queries";
import {
  specificEventCreateSchema,
  specificEventDetailSchema,
  specificEventListQuery,
  specificEventSchema,
} from "@/lib/shared/schemas/specific-event";

export const GET = route(
  {
    summary: "List events, of one brand or all",
    responses: { 200: z.array(specificEventSchema) },
    auth: "user",
    query: specificEventListQuery,
  },
  async ({ query }) => listSpecificEvents(query.eventBrandId),
);

export const POST = route(
  {
    summary: "Add an event",
    responses: { 201: specificEventDetailSchema },
    auth: "user",
    body: specificEventCreateSchema,
  },
  async ({ body, json }) => json(await createSpecificEvent(body), { status: 201 }),
);
