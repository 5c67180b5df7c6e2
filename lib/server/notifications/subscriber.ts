import "server-only";
import type { Subscriber } from "@/lib/server/events/subscriber";
import type { DomainEventData } from "@/lib/shared/domain-events";
import { withIndefiniteArticle } from "@/lib/shared/text";
import { jobNotification } from "./job-ended";
import { notifyWatchersOfNews } from "./news";
import { notify, type NotificationInput } from "./notify";

/**
 * The notifications' subscriber: the domain events a user is told of in the app (and by email,
 * through the digest), written as notifications (docs/product.md#notifications).
 */
export const notificationSubscriber: Subscriber = {
  name: "notifications",
  async receive(event) {
    switch (event.name) {
      case "job.completed":
      case "job.failed":
        await notify(event.data.job.createdBy, jobNotification(event.data.job));
        return;
      case "watchlist.news":
        await notifyWatchersOfNews(event.data.company, event.data.stories);
        return;
      case "proposal.viewed":
        // The owner hears of each link's first view only.
        if (event.data.firstView) {
          await notify(event.data.proposal.ownerId, proposalViewedNotification(event.data));
        }
        return;
      case "proposal.share_locked":
        await notify(event.data.proposal.ownerId, shareLockedNotification(event.data));
        return;
      case "recap.viewed":
        // The recap's creator hears of each link's first view only, as for proposals.
        if (event.data.firstView && event.data.recap.createdBy !== null) {
          await notify(event.data.recap.createdBy, recapViewedNotification(event.data));
        }
        return;
      case "fulfilment.overdue":
        for (const userId of event.data.recipientIds) {
          await notify(userId, overdueNotification(event.data));
        }
        return;
      case "contract.renewal_due":
        for (const userId of event.data.recipientIds) {
          await notify(userId, renewalDueNotification(event.data));
        }
        return;
      default:
        return;
    }
  },
};

function proposalViewedNotification(view: DomainEventData["proposal.viewed"]): NotificationInput {
  return {
    kind: "proposal.viewed",
    title: `Your proposal "${view.proposal.title}" was viewed`,
    body: `Opened through a share link on ${withIndefiniteArticle(view.deviceType)} device.`,
    href: `/proposals/${view.proposal.id}`,
    subjectKey: `proposal-viewed:${view.shareLinkId}`,
  };
}

function recapViewedNotification(view: DomainEventData["recap.viewed"]): NotificationInput {
  return {
    kind: "recap.viewed",
    title: `Your recap "${view.recap.title}" was viewed`,
    body: `Opened through a share link on ${withIndefiniteArticle(view.deviceType)} device.`,
    href: `/recaps/${view.recap.id}`,
    subjectKey: `recap-viewed:${view.shareLinkId}`,
  };
}

function shareLockedNotification(
  lock: DomainEventData["proposal.share_locked"],
): NotificationInput {
  return {
    kind: "proposal.share_locked",
    title: `A share link of "${lock.proposal.title}" was locked`,
    body:
      `${lock.wrongPasscodes} wrong passcodes were tried on it, so it refuses every ` +
      `passcode for ${lock.lockMinutes} minutes. Visitors who already opened it can still ` +
      `read it. If someone is guessing, revoke the link and send a new one.`,
    href: `/proposals/${lock.proposal.id}`,
    subjectKey: `share-locked:${lock.shareLinkId}:${lock.lockedUntil}`,
  };
}

function overdueNotification(overdue: DomainEventData["fulfilment.overdue"]): NotificationInput {
  const { deliverable } = overdue;
  return {
    kind: "fulfilment.overdue",
    title: `Overdue: ${deliverable.label}`,
    body:
      `Due on ${deliverable.dueDate} for ${deliverable.sponsorName} and not delivered: no proof ` +
      `was added. Add a photo, a link or a figure, or mark it delivered, missed or waived.`,
    href: `/fulfilment/${deliverable.id}`,
    subjectKey: `fulfilment-overdue:${deliverable.id}`,
  };
}

function renewalDueNotification(due: DomainEventData["contract.renewal_due"]): NotificationInput {
  const { contract } = due;
  const when = due.daysToEnd === 0 ? "today" : `in ${due.daysToEnd} days, on ${contract.endDate}`;
  return {
    kind: "contract.renewal_due",
    title: `Renewal due: ${contract.sponsorName} × ${contract.eventBrandName}`,
    body:
      `The contract ends ${when}. Review its fulfilment and payments on the renewals page and ` +
      `start a renewal proposal.`,
    href: `/renewals?eventBrandId=${contract.eventBrandId}`,
    subjectKey: `contract-renewal:${contract.id}:${due.daysBefore}`,
  };
}
