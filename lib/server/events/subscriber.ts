import type { DomainEvent } from "@/lib/shared/domain-events";

/**
 * A feature that reacts to domain events (notifications, webhooks, the interaction log). It lives
 * with its feature and is registered once, in ./subscribers.ts.
 */
export interface Subscriber {
  /** Names the subscriber in the log when it fails. */
  name: string;
  /** React to one event (and ignore the ones it does not care about). A throw is logged. */
  receive(event: DomainEvent): Promise<void>;
}
