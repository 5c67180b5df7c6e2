// GET /api/admin/webhooks/{id}/deliveries?page= — one subscription's delivery log, newest first,
// 25 a page (admins) → { items, total, page, pageSize }.
import { route } from "@/lib/server/http/route";
import { listWebhookDeliveries } from "@/lib/server/webhooks/queries";
import { idParams } from "@/lib/shared/schemas/common";
import {
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
} from "@/lib/shared/schemas/webhooks";

export const GET = route(
  {
    auth: "admin",
    params: idParams,
    query: webhookDeliveriesQuerySchema,
    summary: "A webhook subscription's delivery log",
    responses: { 200: webhookDeliveryPageSchema },
  },
  async ({ params, query }) => listWebhookDeliveries(params.id, query.page),
);
