// GET, PATCH /api/deliverables/{id} — one deliverable with its proof; change its label, due date,
// owner or status (waived needs a reason). Writes: admins, the deal's owner, the deliverable's owner.
import { updateDeliverable } from "@/lib/server/fulfilment/mutations";
import { getDeliverableOrThrow } from "@/lib/server/fulfilment/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { deliverableSchema, deliverableUpdateSchema } from "@/lib/shared/schemas/deliverable";

export const GET = route(
  {
    summary: "Get a deliverable with its proof",
    responses: { 200: deliverableSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params }) => getDeliverableOrThrow(params.id),
);

export const PATCH = route(
  {
    summary: "Update a deliverable (label, due date, owner, status)",
    responses: { 200: deliverableSchema },
    auth: "user",
    params: idParams,
    body: deliverableUpdateSchema,
  },
  async ({ params, body, user }) => updateDeliverable(params.id, body, user),
);
