import { eventRuleProblems, vocabularyNames } from "../../scripts/lib/event-rules.mjs";
import { deliverEvents } from "@/lib/server/events/deliver";
import type { Subscriber } from "@/lib/server/events/subscriber";
import { logger } from "@/lib/server/logger";
import { DOMAIN_EVENTS, type DomainEvent, type DomainEventName } from "@/lib/shared/domain-events";
import { NOTIFICATION_KINDS, notificationViewSchema } from "@/lib/shared/schemas/notification";
import { WEBHOOK_EVENTS, webhookCreateSchema } from "@/lib/shared/schemas/webhooks";

const names = Object.keys(DOMAIN_EVENTS) as DomainEventName[];

describe("the domain-event vocabulary", () => {
  it("is what the lint rules read", () => {
    expect(vocabularyNames()).toEqual(names);
  });

  it("derives the webhook events, in its order, and they are the published list", () => {
    expect(WEBHOOK_EVENTS).toEqual(names.filter((name) => DOMAIN_EVENTS[name].webhook));
    // A public contract (docs/api.md#webhooks): names and order never change by accident.
    expect(WEBHOOK_EVENTS).toEqual([
      "job.completed",
      "job.failed",
      "sponsorship.stage_changed",
      "deal.created",
      "deal.updated",
      "proposal.viewed",
      "fulfilment.overdue",
      "recap.viewed",
      "contract.renewal_due",
    ]);
    const parsed = webhookCreateSchema.parse({
      url: "https://example.com/hook",
      events: [...WEBHOOK_EVENTS].reverse(),
    });
    expect(parsed.events).toEqual([...WEBHOOK_EVENTS]);
    expect(
      webhookCreateSchema.safeParse({ url: "https://example.com/hook", events: ["watchlist.news"] })
        .success,
    ).toBe(false);
  });

  it("derives the notification kinds, in its order", () => {
    expect(NOTIFICATION_KINDS).toEqual(names.filter((name) => DOMAIN_EVENTS[name].notification));
    expect(NOTIFICATION_KINDS).toEqual([
      "job.completed",
      "job.failed",
      "watchlist.news",
      "proposal.viewed",
      "proposal.share_locked",
      "fulfilment.overdue",
      "recap.viewed",
      "contract.renewal_due",
    ]);
    expect(notificationViewSchema.shape.kind.options).toEqual([...NOTIFICATION_KINDS]);
  });

  it("reaches every event somewhere: each is a webhook, a notification or both", () => {
    for (const name of names) {
      const traits = DOMAIN_EVENTS[name];
      expect(traits.webhook || traits.notification).toBe(true);
    }
  });
});

const dealEvent = (id: number): DomainEvent => ({
  name: "deal.created",
  data: { deal: { id } as never },
});

describe("delivering events to the subscribers", () => {
  it("hands every event to every subscriber; one that throws is logged and stops no other", async () => {
    const seen: string[] = [];
    const error = jest.spyOn(logger, "error").mockImplementation(() => {});
    let release: () => void = () => {};
    const slowDone = new Promise<void>((resolve) => (release = resolve));
    const subscribers: Subscriber[] = [
      {
        name: "failing",
        async receive() {
          throw new Error("boom");
        },
      },
      {
        name: "slow",
        async receive(event) {
          // Waits until the quick one has run for the same event: the two run side by side.
          await slowDone;
          seen.push(`slow:${event.name}`);
        },
      },
      {
        name: "quick",
        async receive(event) {
          seen.push(`quick:${event.name}`);
          release();
        },
      },
    ];
    await expect(deliverEvents([dealEvent(1), dealEvent(2)], subscribers)).resolves.toBe(undefined);
    expect(seen).toEqual([
      "quick:deal.created",
      "slow:deal.created",
      "quick:deal.created",
      "slow:deal.created",
    ]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![1]).toMatchObject({ subscriber: "failing", event: "deal.created" });
    error.mockRestore();
  });
});

describe("the lint rules of domain events", () => {
  it("refuses the webhook emitter and the notification writer outside their features", () => {
    const emit = 'import { emitWebhookEvent } from "@/lib/server/webhooks/emit";';
    const notify = 'import { notify } from "@/lib/server/notifications/notify";';
    expect(eventRuleProblems("lib/server/deals/mutations.ts", emit)).toEqual([
      expect.stringContaining(
        "lib/server/deals/mutations.ts:1: imports @/lib/server/webhooks/emit",
      ),
    ]);
    expect(eventRuleProblems("lib/server/proposals/share-views.ts", notify)).toHaveLength(1);
    expect(eventRuleProblems("app/api/x/route.ts", `${emit}\n${notify}`)).toHaveLength(2);
    expect(
      eventRuleProblems(
        "lib/server/jobs/transitions.ts",
        'import { SUBSCRIBERS } from "@/lib/server/events/subscribers";',
      ),
    ).toHaveLength(1);
    // Their own features, the bus and the tests may.
    expect(eventRuleProblems("lib/server/webhooks/subscriber.ts", 'from "./emit"')).toEqual([]);
    expect(eventRuleProblems("lib/server/webhooks/mutations.ts", emit)).toEqual([]);
    expect(eventRuleProblems("lib/server/notifications/news.ts", notify)).toEqual([]);
    expect(
      eventRuleProblems(
        "lib/server/events/bus.ts",
        'import { SUBSCRIBERS } from "@/lib/server/events/subscribers";',
      ),
    ).toEqual([]);
    expect(eventRuleProblems("tests/integration/notifications.test.ts", notify)).toEqual([]);
  });

  it("refuses a list of event names outside the vocabulary", () => {
    const list = 'export const KINDS = ["job.completed", "watchlist.news"] as const;';
    expect(eventRuleProblems("lib/shared/schemas/notification.ts", list)).toEqual([
      expect.stringContaining("lists domain events (job.completed, watchlist.news)"),
    ]);
    // One name is a use, not a list.
    expect(
      eventRuleProblems("lib/server/x.ts", 'await publish({ name: "deal.created", data });'),
    ).toEqual([]);
  });
});
