import "server-only";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { notifications } from "@/lib/server/db/schema";
import { sendEmail } from "@/lib/server/email/send";
import { appUrl, renderEmail } from "@/lib/server/email/templates";
import { AppError } from "@/lib/server/http/errors";
import { getUserOrThrow } from "@/lib/server/users/queries";
import { getUserSettings } from "@/lib/server/users/settings";
import type { PublicUser } from "@/lib/shared/schemas/user";
import type { NotificationRow } from "./serialize";
import { lockUserNotifications } from "./user-lock";

export interface DigestOutcome {
  /** Notifications listed in the message (0: no message was sent). */
  listed: number;
  emailId: number | null;
}

/**
 * Send one user's batched notification email: one message listing every notification still
 * waiting for email, newest first, each with its link; they are then marked sent. Items the user
 * already read in the app are left out (they have been seen), and so is everything when the user
 * turned email (or notifications) off meanwhile or the account is inactive. No pending item, no
 * message. See docs/product.md#notifications.
 */
export async function sendNotificationDigest(userId: number): Promise<DigestOutcome> {
  const user = await findUser(userId);
  const settings = await getUserSettings(userId);
  const wanted = Boolean(
    user?.isActive && settings.notificationsEnabled && settings.emailNotifications,
  );

  const items = await getDb().transaction(async (tx) => {
    // The same lock as notify(): an item is either claimed here or schedules the next digest.
    await lockUserNotifications(tx, userId);
    const pending = and(eq(notifications.userId, userId), eq(notifications.emailState, "pending"));
    await tx
      .update(notifications)
      .set({ emailState: "none" })
      .where(wanted ? and(pending, isNotNull(notifications.readAt)) : pending);
    if (!wanted) return [];
    return tx
      .update(notifications)
      .set({ emailState: "sent" })
      .where(and(pending, isNull(notifications.readAt)))
      .returning();
  });
  if (!user || items.length === 0) return { listed: 0, emailId: null };

  const newestFirst = [...items].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  );
  try {
    const email = await sendEmail({
      to: user.email,
      userId,
      kind: "notifications",
      ...digestMessage(user, newestFirst),
    });
    return { listed: items.length, emailId: email.id };
  } catch (error) {
    // Not sent: the items wait again, and the job's retry lists them.
    await getDb()
      .update(notifications)
      .set({ emailState: "pending" })
      .where(
        and(
          inArray(
            notifications.id,
            items.map((item) => item.id),
          ),
          eq(notifications.emailState, "sent"),
        ),
      );
    throw error;
  }
}

async function findUser(userId: number): Promise<PublicUser | null> {
  try {
    return await getUserOrThrow(userId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/** The message: a line per notification (title, text, link), newest first. */
function digestMessage(user: PublicUser, items: NotificationRow[]) {
  const count = items.length;
  const subject =
    count === 1 ? `Pitchside: ${items[0]!.title}` : `Pitchside: ${count} new notifications`;
  const content = renderEmail({
    heading: count === 1 ? "You have a new notification" : `You have ${count} new notifications`,
    paragraphs: [
      `Hi ${user.fullName || user.username}, here is what happened in Pitchside:`,
      ...items.map((item) =>
        [item.title, item.body, item.href ? appUrl(item.href) : null].filter(Boolean).join("\n"),
      ),
    ],
    action: { label: "Open Pitchside", url: appUrl("/") },
    footnote: `You get this email because email notifications are on. Change that in Settings: ${appUrl("/settings")}`,
  });
  return { subject, ...content };
}
