// GET /api/jobs/{id} — one job (the user's own; admins: anyone's; otherwise 404).
import { getJobOrThrow } from "@/lib/server/jobs/queue";
import { route } from "@/lib/server/http/route";
import { jobIdParamsSchema } from "@/lib/shared/schemas/jobs";

export const GET = route({ auth: "user", params: jobIdParamsSchema }, async ({ user, params }) =>
  getJobOrThrow(params.id, user),
);
