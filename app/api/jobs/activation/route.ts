// POST /api/jobs/activation — queue activation ideas for a sponsor and event brand → 201.
import { submitJob } from "@/lib/server/jobs/submit";
import { json, route } from "@/lib/server/http/route";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";

export const POST = route(
  { auth: "user", body: jobPayloadSchemas["activation"] },
  async ({ user, body }) =>
    json(await submitJob(user, { type: "activation", data: body }), { status: 201 }),
);
