import "server-only";
import { after } from "next/server";
import type { DomainEvent } from "@/lib/shared/domain-events";
import { deliverEvents } from "./deliver";
import { SUBSCRIBERS } from "./subscribers";

/**
 * Publish domain events (lib/shared/domain-events.ts) to every subscriber (./subscribers.ts). The
 * one way a feature tells the rest of the app that something happened: producers never call the
 * notification, webhook or interaction-log writers themselves.
 *
 * Call it once the change is committed: after the transaction that made it has returned (a
 * transaction that throws never reaches the call, so a rolled-back change publishes nothing).
 * While serving a request the subscribers run after the answer is sent, so none can delay or
 * fail it; elsewhere (a job, a script) they run now and the promise settles when all have run.
 * Never rejects: a subscriber that fails is logged.
 */
export function publish(...events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return Promise.resolve();
  const work = () => deliverEvents(events, SUBSCRIBERS);
  try {
    after(work);
  } catch {
    // Outside a request (a job, a script): nothing to answer first.
    return work();
  }
  return Promise.resolve();
}
