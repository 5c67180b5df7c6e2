// POST /api/jobs/submit — queue a job of any registered type: { type, data, priority = 0 } → 202
// { jobId, job } with the job's Location.
import { queued } from "@/lib/server/http/queued";
import { route } from "@/lib/server/http/route";
import { submitJob } from "@/lib/server/jobs/submit";
import { jobSubmitSchema, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";

export const POST = route(
  {
    auth: "user",
    summary: "Queue a job of any type",
    responses: { 202: jobSubmitResponseSchema },
    body: jobSubmitSchema,
  },
  async ({ user, body, json }) => {
    const answer = await submitJob(user, body);
    return queued(json, answer, answer.jobId);
  },
);
