// POST /api/jobs/mockup — queue a visual mockup of an activation idea → 201.
import { submitJob } from "@/lib/server/jobs/submit";
import { route } from "@/lib/server/http/route";
import { jobPayloadSchemas, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Queue a visual mockup of an activation idea",
    responses: { 201: jobSubmitResponseSchema },
    body: jobPayloadSchemas["mockup"],
  },
  async ({ user, body, json }) =>
    json(await submitJob(user, { type: "mockup", data: body }), { status: 201 }),
);
