// GET /api/admin/outbox — outgoing email, newest first (admins): ?status=queued|sending|sent|failed,
// ?q= part of the recipient's address, ?page= (25 a page) → { items, total, page, pageSize }.
import { listOutbox } from "@/lib/server/email/queries";
import { route } from "@/lib/server/http/route";
import { outboxQuerySchema, outboxPageSchema } from "@/lib/shared/schemas/email";

export const GET = route(
  {
    auth: "admin",
    summary: "Outgoing email, newest first (admin)",
    responses: { 200: outboxPageSchema },
    query: outboxQuerySchema,
  },
  async ({ query }) => listOutbox(query),
);
