// GET /api/admin/outbox/{id} — one outgoing message with its text and HTML bodies (admins).
import { getEmailOrThrow } from "@/lib/server/email/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const GET = route({ auth: "admin", params: idParams }, async ({ params }) =>
  getEmailOrThrow(params.id),
);
