// PATCH, DELETE /api/admin/webhooks/{id} — change a subscription's URL, events, description or
// active flag; delete it with its delivery log (admins).
import { route } from "@/lib/server/http/route";
import {
  deleteWebhookSubscription,
  updateWebhookSubscription,
} from "@/lib/server/webhooks/mutations";
import { idParams } from "@/lib/shared/schemas/common";
import { webhookSubscriptionViewSchema, webhookUpdateSchema } from "@/lib/shared/schemas/webhooks";

export const PATCH = route(
  {
    auth: "admin",
    params: idParams,
    body: webhookUpdateSchema,
    summary: "Change a webhook subscription",
    responses: { 200: webhookSubscriptionViewSchema },
  },
  async ({ params, body, actor }) => updateWebhookSubscription(params.id, body, actor),
);

export const DELETE = route(
  {
    auth: "admin",
    params: idParams,
    summary: "Delete a webhook subscription and its delivery log",
    responses: { 204: null },
  },
  async ({ params, actor }) => {
    await deleteWebhookSubscription(params.id, actor);
    return new Response(null, { status: 204 });
  },
);
