// POST /api/jobs/mockup — queue a visual mockup of an activation idea → 202 { jobId, job }.
import { jobSubmitRoute } from "@/lib/server/jobs/submit-route";

export const POST = jobSubmitRoute("mockup", "Queue a visual mockup of an activation idea");
