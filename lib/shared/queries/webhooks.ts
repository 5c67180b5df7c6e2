/** Reads of the admin Webhooks page: the subscriptions and each one's delivery log. */
import type { WebhookDeliveryView, WebhookSubscriptionView } from "@/lib/shared/schemas/webhooks";
import { apiQuery, pagedQuery, withQuery } from "./define";

/** Every subscription, newest first. */
export const webhookListQuery = apiQuery<WebhookSubscriptionView[]>({
  root: "webhooks",
  path: () => "/api/admin/webhooks",
  staleTime: 0,
});

/** A page of one subscription's delivery log, newest first. */
export const webhookDeliveriesQuery = pagedQuery<
  WebhookDeliveryView,
  { subscriptionId: number; page: number }
>({
  root: "webhook-deliveries",
  path: ({ subscriptionId, page }) =>
    withQuery(`/api/admin/webhooks/${subscriptionId}/deliveries`, {
      page: page > 1 ? page : undefined,
    }),
  staleTime: 0,
});
