// POST /api/jobs/{id}/cancel — cancel a queued or processing job (409 once it has ended).
import { cancelJob } from "@/lib/server/jobs/queue";
import { route } from "@/lib/server/http/route";
import { jobIdParamsSchema, jobViewSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Cancel a queued or running job",
    responses: { 200: jobViewSchema },
    params: jobIdParamsSchema,
  },
  async ({ user, params }) => cancelJob(params.id, user),
);
