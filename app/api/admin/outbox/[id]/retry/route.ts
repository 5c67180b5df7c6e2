// POST /api/admin/outbox/{id}/retry — queue a failed message for delivery again (admins): 202 with
// the message; 409 when it was already sent or is still queued or sending.
import { outboxMessageSchema } from "@/lib/shared/schemas/email";
import { retryEmail } from "@/lib/server/email/mutations";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const POST = route(
  {
    auth: "admin",
    summary: "Queue a failed email for delivery again (admin)",
    responses: { 202: outboxMessageSchema },
    params: idParams,
  },
  async ({ params, json }) => json(await retryEmail(params.id), { status: 202 }),
);
