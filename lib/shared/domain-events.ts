import type { DeviceType } from "@/lib/shared/device-type";
import type { SponsorDeal } from "@/lib/shared/schemas/deal";
import type { Deliverable } from "@/lib/shared/schemas/deliverable";
import type { PipelineStage } from "@/lib/shared/interaction-vocabulary";
import type { JobView } from "@/lib/shared/schemas/jobs";

/**
 * The domain events: every event name the server publishes, declared once with who may hear of it
 * outside the server. `webhook`: subscribers can choose it on the Webhooks page and in the API
 * (docs/api.md#webhooks); `notification`: it is a kind of in-app notification
 * (docs/product.md#notifications). Both lists are derived from this record, in its order, and
 * the order is part of the API (a subscription's `events` are answered in it).
 */
export const DOMAIN_EVENTS = {
  "job.completed": { webhook: true, notification: true, about: "a user's job completed" },
  "job.failed": { webhook: true, notification: true, about: "a user's job failed for good" },
  "sponsorship.stage_changed": {
    webhook: true,
    notification: false,
    about: "a sponsor's pipeline stage changed",
  },
  "deal.created": { webhook: true, notification: false, about: "a deal was recorded" },
  "deal.updated": { webhook: true, notification: false, about: "a deal was changed" },
  "watchlist.news": {
    webhook: false,
    notification: true,
    about: "new stories were stored for a watched company",
  },
  "proposal.viewed": {
    webhook: true,
    notification: true,
    about: "a share link of a proposal was opened by its recipient",
  },
  "proposal.share_locked": {
    webhook: false,
    notification: true,
    about: "a share link was locked after too many wrong passcodes",
  },
  "fulfilment.overdue": {
    webhook: true,
    notification: true,
    about: "a deliverable passed its due date without proof (once per deliverable)",
  },
  "recap.viewed": {
    webhook: true,
    notification: true,
    about: "a share link of a recap was opened by its recipient",
  },
  "contract.renewal_due": {
    webhook: true,
    notification: true,
    about: "a contract's end is a reminder's number of days away (once per contract and reminder)",
  },
} as const satisfies Record<string, { webhook: boolean; notification: boolean; about: string }>;

export type DomainEventName = keyof typeof DOMAIN_EVENTS;

/** A proposal as the events about it carry it: enough for every subscriber, read once. */
export interface ProposalRef {
  id: number;
  title: string;
  /** The proposal's owner: who is notified, and the author of its interaction-log entries. */
  ownerId: number;
  sponsorBrandId: number;
}

/** What each event carries (its `data`). */
export interface DomainEventData {
  /** The job as the API answers it; only users' jobs (an owner, not a system type) are published. */
  "job.completed": { job: JobView & { createdBy: number } };
  "job.failed": { job: JobView & { createdBy: number } };
  "sponsorship.stage_changed": {
    sponsorBrandId: number;
    sponsorName: string;
    previousStage: PipelineStage;
    currentStage: PipelineStage;
    nextAction: string | null;
    targetDate: string | null;
    changedAt: string | null;
  };
  "deal.created": { deal: SponsorDeal };
  "deal.updated": { deal: SponsorDeal };
  "watchlist.news": {
    company: { id: number; name: string };
    stories: ReadonlyArray<{ id: number; title: string | null }>;
  };
  "proposal.viewed": {
    proposal: ProposalRef & { status: string; firstViewedAt: string | null };
    shareLinkId: number;
    deviceType: DeviceType;
    /** The link's first view: the owner is told and the interaction log says so. */
    firstView: boolean;
    /** The proposal moved from sent to viewed with this view. */
    statusChanged: boolean;
    viewedAt: string;
  };
  "proposal.share_locked": {
    proposal: ProposalRef;
    shareLinkId: number;
    /** When the lock ends (ISO); each lock is one event. */
    lockedUntil: string;
    /** The wrong passcodes that locked it, and how long a lock lasts. */
    wrongPasscodes: number;
    lockMinutes: number;
  };
  "fulfilment.overdue": {
    deliverable: Deliverable;
    /** Who is told: the deliverable's owner and the owner of the contract's deal (when known). */
    recipientIds: number[];
  };
  "recap.viewed": {
    recap: {
      id: number;
      contractId: number;
      season: number;
      title: string;
      /** Who made the recap: the one notified (null when that user is gone). */
      createdBy: number | null;
      sponsorBrandId: number | null;
    };
    shareLinkId: number;
    deviceType: DeviceType;
    /** The link's first view: its creator is told. */
    firstView: boolean;
    viewedAt: string;
  };
  "contract.renewal_due": {
    contract: RenewalDueContract;
    /** Days from today to the contract's end, and the reminder (days before the end) it is. */
    daysToEnd: number;
    daysBefore: number;
    /** Who is told: the owner of the contract's deal and the contract's author (when known). */
    recipientIds: number[];
  };
}

/** A contract as its renewal reminder carries it. */
export interface RenewalDueContract {
  id: number;
  dealId: number;
  sponsorBrandId: number | null;
  sponsorName: string;
  eventBrandId: number;
  eventBrandName: string;
  startDate: string;
  endDate: string;
  totalFee: number;
  totalFeeCents: number;
  currency: string;
}

/** One published event: its name and what it carries. */
export type DomainEvent = {
  [N in DomainEventName]: { name: N; data: DomainEventData[N] };
}[DomainEventName];

/** The event of that name. */
export type DomainEventOf<N extends DomainEventName> = Extract<DomainEvent, { name: N }>;

type NamesWhere<K extends "webhook" | "notification"> = {
  [N in DomainEventName]: (typeof DOMAIN_EVENTS)[N][K] extends true ? N : never;
}[DomainEventName];

const namesWhere = <K extends "webhook" | "notification">(key: K) =>
  (Object.keys(DOMAIN_EVENTS) as DomainEventName[]).filter(
    (name) => DOMAIN_EVENTS[name][key],
  ) as unknown as readonly [NamesWhere<K>, ...NamesWhere<K>[]];

/** The events a webhook subscription may ask for. */
export const WEBHOOK_EVENT_NAMES = namesWhere("webhook");
export type WebhookEventName = NamesWhere<"webhook">;

/** The kinds of in-app notification. */
export const NOTIFICATION_EVENT_NAMES = namesWhere("notification");
export type NotificationEventName = NamesWhere<"notification">;

export const isWebhookEvent = (name: string): name is WebhookEventName =>
  (WEBHOOK_EVENT_NAMES as readonly string[]).includes(name);
