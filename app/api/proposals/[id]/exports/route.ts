// GET /api/proposals/{id}/exports — the proposal's exports, newest first, with their status.
// POST /api/proposals/{id}/exports — queue a PDF or PowerPoint export: 202 {export, job} with the
// job's Location.
import { queued } from "@/lib/server/http/queued";
import { route } from "@/lib/server/http/route";
import { createProposalExport } from "@/lib/server/proposals/export/mutations";
import { listProposalExports } from "@/lib/server/proposals/export/queries";
import { idParams } from "@/lib/shared/schemas/common";
import {
  proposalExportCreatedSchema,
  proposalExportCreateSchema,
  proposalExportListSchema,
} from "@/lib/shared/schemas/proposal-export";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "List a proposal's exports",
    responses: { 200: proposalExportListSchema },
  },
  async ({ params }) => listProposalExports(params.id),
);

export const POST = route(
  {
    auth: "user",
    params: idParams,
    body: proposalExportCreateSchema,
    summary: "Export a proposal to PDF or PowerPoint (a background job)",
    responses: { 202: proposalExportCreatedSchema },
  },
  async ({ params, body, user, json }) => {
    const answer = await createProposalExport(params.id, body.format, user);
    return queued(json, answer, answer.job.id);
  },
);
