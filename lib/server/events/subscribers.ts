import "server-only";
import { interactionLogSubscriber } from "@/lib/server/interactions/subscriber";
import { notificationSubscriber } from "@/lib/server/notifications/subscriber";
import { webhookSubscriber } from "@/lib/server/webhooks/subscriber";
import type { Subscriber } from "./subscriber";

/**
 * Every subscriber of the domain events, registered here and nowhere else. A static list, not a
 * registration at run time: Next loads the route bundles and the job worker's bundle as separate
 * module instances, and each must see the same subscribers.
 */
export const SUBSCRIBERS: readonly Subscriber[] = [
  notificationSubscriber,
  webhookSubscriber,
  interactionLogSubscriber,
];
