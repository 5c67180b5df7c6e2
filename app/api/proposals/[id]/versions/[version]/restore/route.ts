// POST /api/proposals/{id}/versions/{version}/restore — a new version equal to that one (owner or
// admin).
import { route } from "@/lib/server/http/route";
import { restoreProposalVersion } from "@/lib/server/proposals/mutations";
import { proposalVersionParams, proposalViewSchema } from "@/lib/shared/schemas/proposal";

export const POST = route(
  {
    auth: "user",
    params: proposalVersionParams,
    summary: "Restore an earlier version of a proposal",
    responses: { 200: proposalViewSchema },
  },
  async ({ params, user }) => restoreProposalVersion(params.id, params.version, user),
);
