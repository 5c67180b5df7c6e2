// POST /api/contracts/{id}/renewal-proposal — start a proposal renewing a signed contract,
// prefilled from it with its latest recap attached (202: the draft and its drafting job, with the
// job's Location, as POST /api/proposals; 409 when one is already open).
import { queued } from "@/lib/server/http/queued";
import { route } from "@/lib/server/http/route";
import { startRenewalProposal } from "@/lib/server/renewals/proposal";
import { idParams } from "@/lib/shared/schemas/common";
import { proposalCreatedSchema } from "@/lib/shared/schemas/proposal";

export const POST = route(
  {
    summary: "Start a renewal proposal from a contract and queue its drafting job",
    responses: { 202: proposalCreatedSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params, user, json }) => {
    const answer = await startRenewalProposal(params.id, user);
    return queued(json, answer, answer.job.id);
  },
);
