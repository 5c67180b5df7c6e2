// POST /api/admin/webhook-deliveries/{id}/replay — send a delivered or failed event again, as a
// new delivery with the same event id (admins): 202 with it; 409 while the delivery is still being
// sent or when its subscription is inactive.
import { route } from "@/lib/server/http/route";
import { replayWebhookDelivery } from "@/lib/server/webhooks/mutations";
import { idParams } from "@/lib/shared/schemas/common";
import { webhookDeliveryViewSchema } from "@/lib/shared/schemas/webhooks";

export const POST = route(
  {
    auth: "admin",
    params: idParams,
    summary: "Replay a webhook delivery",
    responses: { 202: webhookDeliveryViewSchema },
  },
  async ({ params, actor, json }) =>
    json(await replayWebhookDelivery(params.id, actor), { status: 202 }),
);
