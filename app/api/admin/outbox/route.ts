// GET /api/admin/outbox — outgoing email, newest first (admins): ?status=queued|sending|sent|failed,
// ?q= part of the recipient's address, ?page= (25 a page) → the messages as an array, the total
// in X-Total-Count.
import { listOutbox } from "@/lib/server/email/queries";
import { paged } from "@/lib/server/http/paged";
import { route } from "@/lib/server/http/route";
import { outboxItemSchema, outboxQuerySchema } from "@/lib/shared/schemas/email";
import { pagedListSchema } from "@/lib/shared/schemas/paged";

export const GET = route(
  {
    auth: "admin",
    summary: "Outgoing email, newest first (admin)",
    responses: { 200: pagedListSchema(outboxItemSchema) },
    query: outboxQuerySchema,
  },
  async ({ query, json }) => paged(json, await listOutbox(query)),
);
