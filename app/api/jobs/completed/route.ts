// GET /api/jobs/completed?hours=24 — jobs finished in the last 1–168 hours, newest first.
import { z } from "zod";
import { listCompletedJobs } from "@/lib/server/jobs/queue";
import { route } from "@/lib/server/http/route";
import { jobCompletedQuerySchema, jobViewSchema } from "@/lib/shared/schemas/jobs";

export const GET = route(
  {
    auth: "user",
    summary: "Jobs that ended in the last hours, newest first",
    responses: { 200: z.array(jobViewSchema) },
    query: jobCompletedQuerySchema,
  },
  async ({ user, query }) => listCompletedJobs(user, query.hours),
);
