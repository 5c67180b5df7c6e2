// GET /api/jobs/completed?hours=24 — jobs finished in the last 1–168 hours, newest first.
import { listCompletedJobs } from "@/lib/server/jobs/queue";
import { route } from "@/lib/server/http/route";
import { jobCompletedQuerySchema } from "@/lib/shared/schemas/jobs";

export const GET = route(
  { auth: "user", query: jobCompletedQuerySchema },
  async ({ user, query }) => listCompletedJobs(user, query.hours),
);
