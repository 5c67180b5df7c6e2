// GET, POST, PUT /api/inngest — Inngest's endpoint: it syncs the job and maintenance functions and runs them.
// Without Inngest configured it answers a JSON 404 (see docs/jobs.md).
import type { NextRequest } from "next/server";
import { serve } from "inngest/next";
import { getEnv } from "@/lib/env";
import { AppError, notFound } from "@/lib/server/http/errors";
import { toErrorResponse } from "@/lib/server/http/route";
import { getInngest } from "@/lib/server/jobs/inngest-client";
import { jobRunnerKind } from "@/lib/server/jobs/runner";
import { createInngestFunctions } from "@/inngest/functions";

// Not wrapped in route(): this is Inngest's own protocol, authenticated by request signatures
// (INNGEST_SIGNING_KEY) rather than a user session, and answered in Inngest's format.

type InngestHandlers = ReturnType<typeof serve>;
let handlers: InngestHandlers | undefined;

/**
 * Why this server cannot serve Inngest, or null when it can. Without Inngest the in-process
 * worker runs the jobs and there is nothing here (404); with an event key but neither a signing
 * key nor dev mode, the SDK would refuse every call, so the server says it is misconfigured (503).
 */
function unavailable(): AppError | null {
  const env = getEnv();
  if (jobRunnerKind(env) !== "inngest") {
    return notFound(
      "Inngest is not configured on this server: background jobs run in the app's own worker.",
    );
  }
  if (!env.INNGEST_DEV && !env.INNGEST_SIGNING_KEY) {
    return new AppError(
      "SERVICE_UNAVAILABLE",
      "Inngest is configured without a signing key (INNGEST_SIGNING_KEY) on this server.",
    );
  }
  return null;
}

function method(name: "GET" | "POST" | "PUT") {
  return async (req: NextRequest, ctx: unknown): Promise<Response> => {
    const problem = unavailable();
    if (problem) return toErrorResponse(problem, req);
    // Built on first use, so importing this module reads no environment.
    handlers ??= serve({ client: getInngest(), functions: createInngestFunctions() });
    return handlers[name](req, ctx);
  };
}

export const GET = method("GET");
export const POST = method("POST");
export const PUT = method("PUT");
