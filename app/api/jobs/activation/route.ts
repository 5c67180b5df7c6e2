// POST /api/jobs/activation — queue activation ideas for a sponsor and event brand → 201.
import { submitJob } from "@/lib/server/jobs/submit";
import { route } from "@/lib/server/http/route";
import { jobPayloadSchemas, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Queue activation ideas for a sponsor and a property",
    responses: { 201: jobSubmitResponseSchema },
    body: jobPayloadSchemas["activation"],
  },
  async ({ user, body, json }) =>
    json(await submitJob(user, { type: "activation", data: body }), { status: 201 }),
);
