// PATCH /api/contracts/{id}/instalments/{n} — move an instalment one step along due → invoiced →
// paid, dated (today by default); any other move is a 400 saying why.
import { updateInstalment } from "@/lib/server/contracts/instalments";
import { route } from "@/lib/server/http/route";
import {
  contractSchema,
  instalmentParams,
  instalmentUpdateSchema,
} from "@/lib/shared/schemas/contract";

export const PATCH = route(
  {
    summary: "Invoice or mark paid a contract instalment",
    responses: { 200: contractSchema },
    auth: "user",
    params: instalmentParams,
    body: instalmentUpdateSchema,
  },
  async ({ params, body, user }) => updateInstalment(params.id, params.n, body, user),
);
