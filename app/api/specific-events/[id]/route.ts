// GET, PATCH, DELETE /api/specific-events/{id} — one event with its brand; fix it or remove it (admin).
import { route } from "@/lib/server/http/route";
import { deleteSpecificEvent, updateSpecificEvent } from "@/lib/server/specific-events/mutations";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { idParams } from "@/lib/shared/schemas/common";
import { specificEventUpdateSchema } from "@/lib/shared/schemas/specific-event";

export const GET = route({ auth: "user", params: idParams }, async ({ params }) =>
  getSpecificEventOrThrow(params.id),
);

export const PATCH = route(
  { auth: "admin", params: idParams, body: specificEventUpdateSchema },
  async ({ params, body }) => updateSpecificEvent(params.id, body),
);

export const DELETE = route({ auth: "admin", params: idParams }, async ({ params }) => {
  await deleteSpecificEvent(params.id);
  return new Response(null, { status: 204 });
});
