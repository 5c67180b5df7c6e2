// GET, PATCH, DELETE /api/specific-events/{id} — one event with its brand; fix it or remove it (admin).
import { route } from "@/lib/server/http/route";
import { deleteSpecificEvent, updateSpecificEvent } from "@/lib/server/specific-events/mutations";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { idParams } from "@/lib/shared/schemas/common";
import {
  specificEventDetailSchema,
  specificEventUpdateSchema,
} from "@/lib/shared/schemas/specific-event";

export const GET = route(
  {
    summary: "Get an event",
    responses: { 200: specificEventDetailSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params }) => getSpecificEventOrThrow(params.id),
);

export const PATCH = route(
  {
    summary: "Update an event",
    responses: { 200: specificEventDetailSchema },
    auth: "admin",
    params: idParams,
    body: specificEventUpdateSchema,
  },
  async ({ params, body }) => updateSpecificEvent(params.id, body),
);

export const DELETE = route(
  { summary: "Delete an event", responses: { 204: null }, auth: "admin", params: idParams },
  async ({ params }) => {
    await deleteSpecificEvent(params.id);
    return new Response(null, { status: 204 });
  },
);
