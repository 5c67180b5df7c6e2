// POST /api/jobs/potential-sponsors — queue sponsor recommendations for an event → 201.
import { submitJob } from "@/lib/server/jobs/submit";
import { route } from "@/lib/server/http/route";
import { jobPayloadSchemas, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Queue sponsor recommendations for an event",
    responses: { 201: jobSubmitResponseSchema },
    body: jobPayloadSchemas["potential-sponsors"],
  },
  async ({ user, body, json }) =>
    json(await submitJob(user, { type: "potential-sponsors", data: body }), { status: 201 }),
);
