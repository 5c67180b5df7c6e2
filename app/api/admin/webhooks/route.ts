// GET, POST /api/admin/webhooks — the webhook subscriptions, newest first (admins); subscribe a URL
// to events: 201 with the signing secret, which is never shown again.
import { route } from "@/lib/server/http/route";
import { createWebhookSubscription } from "@/lib/server/webhooks/mutations";
import { listWebhookSubscriptions } from "@/lib/server/webhooks/queries";
import {
  webhookCreatedViewSchema,
  webhookCreateSchema,
  webhookSubscriptionListSchema,
} from "@/lib/shared/schemas/webhooks";

export const GET = route(
  {
    auth: "admin",
    summary: "List webhook subscriptions",
    responses: { 200: webhookSubscriptionListSchema },
  },
  async () => listWebhookSubscriptions(),
);

export const POST = route(
  {
    auth: "admin",
    body: webhookCreateSchema,
    summary: "Subscribe a URL to webhook events (the secret is answered once)",
    responses: { 201: webhookCreatedViewSchema },
  },
  async ({ body, actor, json }) =>
    json(await createWebhookSubscription(body, actor), { status: 201 }),
);
