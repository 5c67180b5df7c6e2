// GET /api/admin/outbox/{id} — one outgoing message with its text and HTML bodies (admins).
import { outboxMessageSchema } from "@/lib/shared/schemas/email";
import { getEmailOrThrow } from "@/lib/server/email/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const GET = route(
  {
    auth: "admin",
    summary: "One outgoing email with its bodies (admin)",
    responses: { 200: outboxMessageSchema },
    params: idParams,
  },
  async ({ params }) => getEmailOrThrow(params.id),
);
