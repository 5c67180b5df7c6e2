// POST /api/jobs/mockup — queue a visual mockup of an activation idea → 201.
import { submitJob } from "@/lib/server/jobs/submit";
import { json, route } from "@/lib/server/http/route";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";

export const POST = route(
  { auth: "user", body: jobPayloadSchemas["mockup"] },
  async ({ user, body }) =>
    json(await submitJob(user, { type: "mockup", data: body }), { status: 201 }),
);
