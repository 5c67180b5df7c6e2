// GET /api/recaps/{id}/exports — the recap's exports, newest first, with their status.
// POST /api/recaps/{id}/exports — queue a PDF or PowerPoint export of a ready recap: 202
// {export, job} with the job's Location.
import { queued } from "@/lib/server/http/queued";
import { route } from "@/lib/server/http/route";
import { exportRecap, recapExports } from "@/lib/server/recaps/output";
import { idParams } from "@/lib/shared/schemas/common";
import { proposalExportCreateSchema } from "@/lib/shared/schemas/proposal-export";
import { recapExportCreatedSchema, recapExportListSchema } from "@/lib/shared/schemas/recap";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "List a recap's exports",
    responses: { 200: recapExportListSchema },
  },
  async ({ params }) => recapExports(params.id),
);

export const POST = route(
  {
    auth: "user",
    params: idParams,
    body: proposalExportCreateSchema,
    summary: "Export a recap to PDF or PowerPoint (a background job)",
    responses: { 202: recapExportCreatedSchema },
  },
  async ({ params, body, user, json }) => {
    const answer = await exportRecap(params.id, body.format, user);
    return queued(json, answer, answer.job.id);
  },
);
