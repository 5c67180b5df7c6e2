// POST /api/admin/webhooks/{id}/test — send a "ping" event to the subscription (admins): 202 with
// the delivery; 409 when the subscription is inactive.
import { route } from "@/lib/server/http/route";
import { sendWebhookTestEvent } from "@/lib/server/webhooks/mutations";
import { idParams } from "@/lib/shared/schemas/common";
import { webhookDeliveryViewSchema } from "@/lib/shared/schemas/webhooks";

export const POST = route(
  {
    auth: "admin",
    params: idParams,
    summary: "Send a test event to a webhook subscription",
    responses: { 202: webhookDeliveryViewSchema },
  },
  async ({ params, actor, json }) =>
    json(await sendWebhookTestEvent(params.id, actor), { status: 202 }),
);
