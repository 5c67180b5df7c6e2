// GET /api/jobs/active — queued, processing and stalled jobs (the user's own; admins: everyone's).
import { z } from "zod";
import { jobViewSchema } from "@/lib/shared/schemas/jobs";
import { listActiveJobs } from "@/lib/server/jobs/queue";
import { route } from "@/lib/server/http/route";

export const GET = route(
  {
    auth: "user",
    summary: "Queued, running and stalled jobs (your own; admins: everyone's)",
    responses: { 200: z.array(jobViewSchema) },
  },
  async ({ user }) => listActiveJobs(user),
);
