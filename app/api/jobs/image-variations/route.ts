// POST /api/jobs/image-variations — queue picture variations of an activation → 201.
import { submitJob } from "@/lib/server/jobs/submit";
import { route } from "@/lib/server/http/route";
import { jobPayloadSchemas, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Queue picture variations of an activation idea",
    responses: { 201: jobSubmitResponseSchema },
    body: jobPayloadSchemas["image-variations"],
  },
  async ({ user, body, json }) =>
    json(await submitJob(user, { type: "image-variations", data: body }), { status: 201 }),
);
