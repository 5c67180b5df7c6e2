// GET /api/jobs/{id} — one job (the user's own; admins: anyone's; otherwise 404).
import { getJobOrThrow } from "@/lib/server/jobs/queue";
import { route } from "@/lib/server/http/route";
import { jobIdParamsSchema, jobViewSchema } from "@/lib/shared/schemas/jobs";

export const GET = route(
  {
    auth: "user",
    summary: "One job (your own; admins: anyone's)",
    responses: { 200: jobViewSchema },
    params: jobIdParamsSchema,
  },
  async ({ user, params }) => getJobOrThrow(params.id, user),
);
