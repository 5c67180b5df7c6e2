// POST /api/jobs/research — queue research on a sponsor by name → 202 { jobId, job }.
import { jobSubmitRoute } from "@/lib/server/jobs/submit-route";

export const POST = jobSubmitRoute("research", "Queue research on a sponsor by name");
