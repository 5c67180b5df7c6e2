import { z } from "zod";
import { pageQueryParam } from "./query-params";
import { WEBHOOK_EVENT_NAMES, type WebhookEventName } from "@/lib/shared/domain-events";

/**
 * The events a subscription may ask for (docs/api.md#webhooks): the domain events marked for
 * webhooks in the one vocabulary (lib/shared/domain-events.ts), in its order.
 */
export const WEBHOOK_EVENTS = WEBHOOK_EVENT_NAMES;
export type WebhookEvent = WebhookEventName;

/** The event of "Send test event": never subscribed to, sent to one subscription on request. */
export const WEBHOOK_TEST_EVENT = "ping";

/** Where one delivery is: waiting (or waiting for a retry), being sent, delivered, given up on. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivering", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Deliveries per page of a subscription's delivery log. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 25;

export const WEBHOOK_MESSAGES = {
  urlRequired: "URL is required",
  urlInvalid: "URL must be a valid http:// or https:// address",
  urlTooLong: "URL must be at most 2000 characters",
  urlCredentials: "URL must not contain a user name or password",
  eventsRequired: "Choose at least one event",
  eventUnknown: `Events must be among ${WEBHOOK_EVENTS.join(", ")}`,
  descriptionTooLong: "Description must be at most 200 characters",
  nothingToChange: "Nothing to change: send url, events, description or active",
  notFound: "Webhook subscription not found",
  deliveryNotFound: "Webhook delivery not found",
} as const;

const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.urlRequired })
  .max(2000, { error: WEBHOOK_MESSAGES.urlTooLong })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
      } catch {
        return false;
      }
    },
    { error: WEBHOOK_MESSAGES.urlInvalid },
  )
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.username === "" && url.password === "";
      } catch {
        return true;
      }
    },
    { error: WEBHOOK_MESSAGES.urlCredentials },
  );

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventUnknown }), {
    error: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, { error: WEBHOOK_MESSAGES.eventsRequired })
  .max(WEBHOOK_EVENTS.length * 2, { error: WEBHOOK_MESSAGES.eventUnknown })
  // Order-free and without repeats, in the list's own order.
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

const webhookDescription = z
  .string({ error: WEBHOOK_MESSAGES.descriptionTooLong })
  .trim()
  .max(200, { error: WEBHOOK_MESSAGES.descriptionTooLong })
  .nullable()
  .transform((value) => (value ? value : null));

/** POST /api/admin/webhooks and the create form. */
export const webhookCreateSchema = z.strictObject({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription.optional(),
});
export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;

/** PATCH /api/admin/webhooks/{id}: any of the fields, at least one. */
export const webhookUpdateSchema = z
  .strictObject({
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    description: webhookDescription.optional(),
    active: z.boolean({ error: "active must be true or false" }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: WEBHOOK_MESSAGES.nothingToChange,
  });
export type WebhookUpdateInput = z.infer<typeof webhookUpdateSchema>;

/** GET /api/admin/webhooks/{id}/deliveries?page= */
export const webhookDeliveriesQuerySchema = z.object({
  page: pageQueryParam(10_000),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

/** A subscription as the API answers it (the secret only once, at creation). */
export const webhookSubscriptionViewSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookSubscriptionView = z.infer<typeof webhookSubscriptionViewSchema>;

export const webhookSubscriptionListSchema = z.array(webhookSubscriptionViewSchema);

/** The answer of POST /api/admin/webhooks: the subscription and its signing secret, shown once. */
export const webhookCreatedViewSchema = webhookSubscriptionViewSchema.extend({
  secret: z.string(),
});
export type WebhookCreatedView = z.infer<typeof webhookCreatedViewSchema>;

/** One delivery of one event to one subscription, with the outcome of its last attempt. */
export const webhookDeliveryViewSchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  event: z.string(),
  /** The event's own id: the same in every replay of it (the Pitchside-Delivery header). */
  eventId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  responseTimeMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryViewSchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliveryViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
