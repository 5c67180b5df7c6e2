// PATCH, DELETE /api/sponsor-interactions/{id} — edit or complete an interaction; remove it.
import { route } from "@/lib/server/http/route";
import { deleteInteraction, updateInteraction } from "@/lib/server/interactions/mutations";
import { idParams } from "@/lib/shared/schemas/common";
import { interactionUpdateSchema, interactionViewSchema } from "@/lib/shared/schemas/interaction";

export const PATCH = route(
  {
    auth: "user",
    params: idParams,
    body: interactionUpdateSchema,
    summary: "Change an interaction",
    responses: { 200: interactionViewSchema },
  },
  async ({ params, body }) => updateInteraction(params.id, body),
);

export const DELETE = route(
  {
    auth: "user",
    params: idParams,
    summary: "Remove an interaction",
    responses: { 204: null },
  },
  async ({ params }) => {
    await deleteInteraction(params.id);
    return new Response(null, { status: 204 });
  },
);
