// GET, POST /api/contracts/{id}/document — download the signed contract; upload it (multipart field
// `file`, a PDF by its bytes: 415 otherwise, 413 over 20 MB).
import {
  downloadContractDocument,
  MAX_DOCUMENT_REQUEST_BYTES,
  uploadContractDocument,
} from "@/lib/server/contracts/document";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { contractSchema } from "@/lib/shared/schemas/contract";

export const GET = route(
  {
    summary: "Download a contract's signed document (PDF)",
    responses: { 200: null },
    auth: "user",
    params: idParams,
  },
  async ({ params }) => downloadContractDocument(params.id),
);

export const POST = route(
  {
    summary: "Upload a contract's signed document (multipart field `file`, PDF)",
    responses: { 200: contractSchema },
    auth: "user",
    params: idParams,
    multipart: { maxBytes: MAX_DOCUMENT_REQUEST_BYTES },
  },
  async ({ params, form, user }) => uploadContractDocument(params.id, form, user),
);
