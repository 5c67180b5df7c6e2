import "server-only";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { defineJob } from "@/lib/server/jobs/definition";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { sendNotificationDigest } from "./digest";

/**
 * One user's batched notification email, queued a short delay after the first notification that
 * waits for email (see notify.ts). A system job: it belongs to no user's job list.
 */
export const notificationDigestJob = defineJob({
  type: "notification-digest",
  payload: jobPayloadSchemas["notification-digest"],
  async handler(payload, ctx) {
    // Queued by the system; a user who submits one by hand may only hurry their own email.
    if (ctx.userId !== null && ctx.userId !== payload.userId) {
      throw new PermanentJobError("A notification email can only be sent to its own user.");
    }
    return ctx.step("send-digest", () => sendNotificationDigest(payload.userId));
  },
});
