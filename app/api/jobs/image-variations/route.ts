// POST /api/jobs/image-variations — queue picture variations of an activation → 202 { jobId, job }.
import { jobSubmitRoute } from "@/lib/server/jobs/submit-route";

export const POST = jobSubmitRoute(
  "image-variations",
  "Queue picture variations of an activation idea",
);
