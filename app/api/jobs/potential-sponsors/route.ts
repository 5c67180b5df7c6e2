// POST /api/jobs/potential-sponsors — queue sponsor recommendations for an event → 202 { jobId, job }.
import { jobSubmitRoute } from "@/lib/server/jobs/submit-route";

export const POST = jobSubmitRoute(
  "potential-sponsors",
  "Queue sponsor recommendations for an event",
);
