import "server-only";

/**
 * The one answer to a request that queued a background job: 202 Accepted with the answer's body
 * and `Location` naming the job (GET /api/jobs/{id} follows it). `jobId` is null only when no new
 * job was queued because one is already under way (a ranking asked for twice); the answer then
 * has no Location. The body goes through the handler's `ctx.json`, so it is held to the route's
 * declared 202 schema. The lint stage refuses another status for a route that queues a job.
 */
export function queued<B>(
  json: (body: B, init: { status: 202; headers?: HeadersInit }) => Response,
  body: B,
  jobId: string | null,
): Response {
  const headers: HeadersInit = jobId ? { Location: `/api/jobs/${encodeURIComponent(jobId)}` } : {};
  return json(body, { status: 202, headers });
}
