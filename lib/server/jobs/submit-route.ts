import "server-only";
import type { z } from "zod";
import { route } from "@/lib/server/http/route";
import { queued } from "@/lib/server/http/queued";
import type { OwnRouteJobType } from "@/lib/shared/job-catalogue";
import { jobPayloadSchemas, jobSubmitResponseSchema } from "@/lib/shared/schemas/jobs";
import { submitJob } from "./submit";

/**
 * The handler of POST /api/jobs/{type} for a type the catalogue lets clients queue: its payload
 * schema is the body, and the answer is 202 { jobId, job } with the job's Location.
 */
export function jobSubmitRoute(type: OwnRouteJobType, summary: string) {
  // The payload is validated here and again by submitJob's enqueue, as any submitted job's is.
  const body: z.ZodType<unknown> = jobPayloadSchemas[type];
  return route(
    {
      auth: "user",
      summary,
      responses: { 202: jobSubmitResponseSchema },
      body,
    },
    async ({ user, body, json }) => {
      const answer = await submitJob(user, { type, data: body });
      return queued(json, answer, answer.jobId);
    },
  );
}
