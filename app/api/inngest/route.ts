// GET, POST, PUT /api/inngest — Inngest's endpoint: it syncs the job functions and runs them.
import { serve } from "inngest/next";
import { getInngest } from "@/lib/server/jobs/inngest-client";
import { createJobFunctions } from "@/inngest/functions";

// Not wrapped in route(): this is Inngest's own protocol, authenticated by request signatures
// (INNGEST_SIGNING_KEY) rather than a user session, and answered in Inngest's format.
export const { GET, POST, PUT } = serve({ client: getInngest(), functions: createJobFunctions() });
