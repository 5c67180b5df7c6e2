// POST /api/sponsor-imports/{id}/commit — start importing the reviewed rows as a background job;
// answers 202 { import, jobId, job } with the job's Location; 409 when it was already started.
import { queued } from "@/lib/server/http/queued";
import { route } from "@/lib/server/http/route";
import { commitSponsorImport } from "@/lib/server/imports/mutations";
import { idParams } from "@/lib/shared/schemas/common";
import { importCommitSchema } from "@/lib/shared/schemas/imports";

export const POST = route(
  {
    summary: "Start an import",
    responses: { 202: importCommitSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params, user, json }) => {
    const answer = await commitSponsorImport(params.id, user);
    return queued(json, answer, answer.jobId);
  },
);
