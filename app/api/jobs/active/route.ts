// GET /api/jobs/active — queued, processing and stalled jobs (the user's own; admins: everyone's).
import { listActiveJobs } from "@/lib/server/jobs/queue";
import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "user" }, async ({ user }) => listActiveJobs(user));
