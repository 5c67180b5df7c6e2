// GET, PATCH /api/contracts/{id} — one contract with its instalments, items and document; change
// its terms (the deal's owner or an admin; sample contracts are read-only).
import { updateContract } from "@/lib/server/contracts/mutations";
import { getContract } from "@/lib/server/contracts/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { contractSchema, contractUpdateSchema } from "@/lib/shared/schemas/contract";

export const GET = route(
  { summary: "Get a contract", responses: { 200: contractSchema }, auth: "user", params: idParams },
  async ({ params, user }) => getContract(params.id, user),
);

export const PATCH = route(
  {
    summary: "Update a contract",
    responses: { 200: contractSchema },
    auth: "user",
    params: idParams,
    body: contractUpdateSchema,
  },
  async ({ params, body, user }) => updateContract(params.id, body, user),
);
