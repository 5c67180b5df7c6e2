// POST /api/jobs/research — queue research on a sponsor by name → 201 { jobId, job }.
import { submitJob } from "@/lib/server/jobs/submit";
import { route } from "@/lib/server/http/route";
import { jobPayloadSchemas, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Queue research on a sponsor by name",
    responses: { 201: jobSubmitResponseSchema },
    body: jobPayloadSchemas["research"],
  },
  async ({ user, body, json }) =>
    json(await submitJob(user, { type: "research", data: body }), { status: 201 }),
);
