// GET /api/admin/webhooks/{id}/deliveries?page= — one subscription's delivery log, newest first,
// 25 a page (admins) → the deliveries as an array, the total in X-Total-Count.
import { paged } from "@/lib/server/http/paged";
import { route } from "@/lib/server/http/route";
import { listWebhookDeliveries } from "@/lib/server/webhooks/queries";
import { idParams } from "@/lib/shared/schemas/common";
import { pagedListSchema } from "@/lib/shared/schemas/paged";
import {
  webhookDeliveriesQuerySchema,
  webhookDeliveryViewSchema,
} from "@/lib/shared/schemas/webhooks";

export const GET = route(
  {
    auth: "admin",
    params: idParams,
    query: webhookDeliveriesQuerySchema,
    summary: "A webhook subscription's delivery log",
    responses: { 200: pagedListSchema(webhookDeliveryViewSchema) },
  },
  async ({ params, query, json }) =>
    paged(json, await listWebhookDeliveries(params.id, query.page)),
);
