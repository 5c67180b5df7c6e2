// GET /api/proposals/{id}/versions — the saved versions of a proposal, newest first.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listProposalVersions } from "@/lib/server/proposals/queries";
import { idParams } from "@/lib/shared/schemas/common";
import { proposalVersionSummarySchema } from "@/lib/shared/schemas/proposal";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "List a proposal's versions",
    responses: { 200: z.array(proposalVersionSummarySchema) },
  },
  async ({ params }) => listProposalVersions(params.id),
);
