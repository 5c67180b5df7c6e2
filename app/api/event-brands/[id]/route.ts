// GET, PATCH, DELETE /api/event-brands/{id} — one property with its event count; edit; delete (admin).
import { deleteEventBrand, updateEventBrand } from "@/lib/server/event-brands/mutations";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { eventBrandUpdateSchema, eventBrandSchema } from "@/lib/shared/schemas/event-brand";

export const GET = route(
  {
    auth: "user",
    summary: "One property with its event count",
    responses: { 200: eventBrandSchema },
    params: idParams,
  },
  async ({ params }) => getEventBrandOrThrow(params.id),
);

export const PATCH = route(
  {
    auth: "admin",
    summary: "Edit a property (admin)",
    responses: { 200: eventBrandSchema },
    params: idParams,
    body: eventBrandUpdateSchema,
  },
  async ({ params, body }) => updateEventBrand(params.id, body),
);

export const DELETE = route(
  {
    auth: "admin",
    summary: "Delete a property without events or deals (admin)",
    responses: { 204: null },
    params: idParams,
  },
  async ({ params }) => {
    await deleteEventBrand(params.id);
    return new Response(null, { status: 204 });
  },
);
