import "server-only";
import { logger } from "@/lib/server/logger";
import type { DomainEvent } from "@/lib/shared/domain-events";
import type { Subscriber } from "./subscriber";

/**
 * Hand each event, in order, to every subscriber. The subscribers of one event run side by side,
 * so a slow one holds up no other; one that throws is logged and the others still run. Never
 * throws.
 */
export async function deliverEvents(
  events: readonly DomainEvent[],
  subscribers: readonly Subscriber[],
): Promise<void> {
  for (const event of events) {
    await Promise.all(
      subscribers.map(async (subscriber) => {
        try {
          await subscriber.receive(event);
        } catch (error) {
          logger.error("a domain event's subscriber failed", {
            subscriber: subscriber.name,
            event: event.name,
            error,
          });
        }
      }),
    );
  }
}
