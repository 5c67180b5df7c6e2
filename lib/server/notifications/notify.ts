import "server-only";
import { and, asc, eq, lt, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { notifications } from "@/lib/server/db/schema";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { getUserSettings } from "@/lib/server/users/settings";
import type { NotificationKind } from "@/lib/shared/schemas/notification";
import { notificationDigestJob } from "./job";
import type { NotificationRow } from "./serialize";
import { lockUserNotifications, notificationEmailDelayMs } from "./user-lock";

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body?: string | null;
  /** A same-origin path into the app. */
  href?: string | null;
  /** The thing notified about (a job id, a batch of news): at most one notification per key. */
  subjectKey?: string | null;
}

/**
 * A pending item older than its email delay by this much means its digest was lost (the job could
 * not be queued): the next notification schedules another one.
 */
const OVERDUE_GRACE_MS = 5 * 60_000;

/** Notifications are kept this long (docs/product.md#notifications). */
const KEEP_DAYS = 90;

const LIMITS = { title: 200, body: 2000, href: 500, subjectKey: 120 } as const;

const clip = (value: string, length: number) =>
  value.length > length ? `${value.slice(0, length - 1)}…` : value;

/**
 * Tell a user something happened. Written only when the user's in-app notifications are on (no
 * settings row means the defaults: on), and at most once per kind and subject key. When the user
 * also wants email, the notification waits for the next digest, which is scheduled a short delay
 * after the first pending item, so a burst of events sends one message. Answers the stored row,
 * or null when nothing was written.
 */
export async function notify(
  userId: number,
  input: NotificationInput,
): Promise<NotificationRow | null> {
  const settings = await getUserSettings(userId);
  if (!settings.notificationsEnabled) return null;
  const email = settings.emailNotifications;
  const subjectKey = input.subjectKey ? clip(input.subjectKey, LIMITS.subjectKey) : null;

  const outcome = await getDb().transaction(async (tx) => {
    // Under the user's lock, the "already notified" and "first pending item" checks cannot race.
    await lockUserNotifications(tx, userId);
    if (subjectKey) {
      const [existing] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, input.kind),
            eq(notifications.subjectKey, subjectKey),
          ),
        )
        .limit(1);
      if (existing) return null;
    }
    const [oldestPending] = email
      ? await tx
          .select({ createdAt: notifications.createdAt })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.emailState, "pending")))
          .orderBy(asc(notifications.createdAt))
          .limit(1)
      : [];
    const [row] = await tx
      .insert(notifications)
      .values({
        userId,
        kind: input.kind,
        title: clip(input.title.trim() || "Notification", LIMITS.title),
        body: input.body?.trim() ? clip(input.body.trim(), LIMITS.body) : null,
        href: input.href && isAppPath(input.href) ? clip(input.href, LIMITS.href) : null,
        subjectKey,
        emailState: email ? "pending" : "none",
      })
      .returning();
    // Notifications older than KEEP_DAYS are let go, unless still waiting for their email.
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          ne(notifications.emailState, "pending"),
          lt(notifications.createdAt, sql`now() - (${KEEP_DAYS}::integer * interval '1 day')`),
        ),
      );
    const overdue =
      oldestPending !== undefined &&
      row!.createdAt.getTime() - oldestPending.createdAt.getTime() >
        notificationEmailDelayMs() + OVERDUE_GRACE_MS;
    return { row: row!, scheduleDigest: email && (oldestPending === undefined || overdue) };
  });
  if (!outcome) return null;
  // Only the first pending item schedules the digest: the ones that follow ride along with it.
  if (outcome.scheduleDigest) await scheduleDigest(userId);
  return outcome.row;
}

async function scheduleDigest(userId: number): Promise<void> {
  await enqueueJob({
    definition: notificationDigestJob,
    data: { userId },
    // A system job: not counted against the user's job limit, and never notified about itself.
    createdBy: null,
    delayMs: notificationEmailDelayMs(),
  });
}

/** Links stay inside the app: a path from its root, never another origin. */
function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");
}
