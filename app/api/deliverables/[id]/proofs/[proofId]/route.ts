// DELETE /api/deliverables/{id}/proofs/{proofId} — remove a proof and its stored file.
import { deleteProof } from "@/lib/server/fulfilment/mutations";
import { route } from "@/lib/server/http/route";
import { deliverableProofParams } from "@/lib/shared/schemas/deliverable";

export const DELETE = route(
  {
    summary: "Remove a deliverable's proof",
    responses: { 204: null },
    auth: "user",
    params: deliverableProofParams,
  },
  async ({ params, user }) => {
    await deleteProof(params.id, params.proofId, user);
    return new Response(null, { status: 204 });
  },
);
