// POST /api/proposals/{id}/status — mark a proposal sent, accepted or declined (owner or admin;
// 409 for a change the status rules refuse).
import { route } from "@/lib/server/http/route";
import { changeProposalStatus } from "@/lib/server/proposals/status";
import { idParams } from "@/lib/shared/schemas/common";
import { proposalStatusChangeSchema, proposalViewSchema } from "@/lib/shared/schemas/proposal";

export const POST = route(
  {
    auth: "user",
    params: idParams,
    body: proposalStatusChangeSchema,
    summary: "Change a proposal's status",
    responses: { 200: proposalViewSchema },
  },
  async ({ params, body, user }) => changeProposalStatus(params.id, body.status, user),
);
