// GET /api/proposals/{id}/versions/{version} — one saved version with its sections.
import { route } from "@/lib/server/http/route";
import { getProposalVersionView } from "@/lib/server/proposals/queries";
import { proposalVersionParams, proposalVersionViewSchema } from "@/lib/shared/schemas/proposal";

export const GET = route(
  {
    auth: "user",
    params: proposalVersionParams,
    summary: "Get one version of a proposal",
    responses: { 200: proposalVersionViewSchema },
  },
  async ({ params }) => getProposalVersionView(params.id, params.version),
);
