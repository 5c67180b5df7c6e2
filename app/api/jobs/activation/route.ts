// POST /api/jobs/activation — queue activation ideas for a sponsor and event brand → 202 { jobId, job }.
import { jobSubmitRoute } from "@/lib/server/jobs/submit-route";

export const POST = jobSubmitRoute(
  "activation",
  "Queue activation ideas for a sponsor and a property",
);
