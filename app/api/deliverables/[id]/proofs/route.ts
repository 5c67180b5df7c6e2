// POST /api/deliverables/{id}/proofs — add proof (multipart): a photo or PDF in `file` (checked by
// its bytes: 413 too large, 415 another type), a link in `url`, or a figure (metric, value,
// source); `note` optional.
import { addProofFromForm } from "@/lib/server/fulfilment/mutations";
import { MAX_PROOF_REQUEST_BYTES } from "@/lib/server/fulfilment/proof-file";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { deliverableProofSchema } from "@/lib/shared/schemas/deliverable";

export const POST = route(
  {
    summary: "Add proof to a deliverable: a photo or PDF, a link or a figure",
    responses: { 201: deliverableProofSchema },
    auth: "user",
    params: idParams,
    multipart: { maxBytes: MAX_PROOF_REQUEST_BYTES },
  },
  async ({ params, form, user, json }) =>
    json(await addProofFromForm(params.id, form, user), { status: 201 }),
);
