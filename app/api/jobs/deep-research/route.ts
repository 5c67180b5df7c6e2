// POST /api/jobs/deep-research — queue deep research on a sponsor for an event → 202 { jobId, job }.
import { jobSubmitRoute } from "@/lib/server/jobs/submit-route";

export const POST = jobSubmitRoute(
  "deep-research",
  "Queue deep research on a sponsor for an event",
);
