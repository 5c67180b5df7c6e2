// POST /api/jobs/submit — queue a job of any registered type: { type, data, priority = 0 } → 201.
import { submitJob } from "@/lib/server/jobs/submit";
import { route } from "@/lib/server/http/route";
import { jobSubmitSchema, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Queue a job of any type",
    responses: { 201: jobSubmitResponseSchema },
    body: jobSubmitSchema,
  },
  async ({ user, body, json }) => json(await submitJob(user, body), { status: 201 }),
);
