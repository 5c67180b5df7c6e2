// POST /api/jobs/deep-research — queue deep research on a sponsor for an event → 201.
import { submitJob } from "@/lib/server/jobs/submit";
import { route } from "@/lib/server/http/route";
import { jobPayloadSchemas, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Queue deep research on a sponsor for an event",
    responses: { 201: jobSubmitResponseSchema },
    body: jobPayloadSchemas["deep-research"],
  },
  async ({ user, body, json }) =>
    json(await submitJob(user, { type: "deep-research", data: body }), { status: 201 }),
);
