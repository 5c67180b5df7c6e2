// GET, PATCH, DELETE /api/proposals/{id} — one proposal; save an edit as a new version (owner or
// admin); delete it (owner or admin).
import { route } from "@/lib/server/http/route";
import { deleteProposal, updateProposal } from "@/lib/server/proposals/mutations";
import { getProposalView } from "@/lib/server/proposals/queries";
import { idParams } from "@/lib/shared/schemas/common";
import { proposalUpdateSchema, proposalViewSchema } from "@/lib/shared/schemas/proposal";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "Get a proposal",
    responses: { 200: proposalViewSchema },
  },
  async ({ params, user }) => getProposalView(params.id, user),
);

export const PATCH = route(
  {
    auth: "user",
    params: idParams,
    body: proposalUpdateSchema,
    summary: "Save a proposal (a new version)",
    responses: { 200: proposalViewSchema },
  },
  async ({ params, body, user }) => updateProposal(params.id, body, user),
);

export const DELETE = route(
  {
    auth: "user",
    params: idParams,
    summary: "Delete a proposal",
    responses: { 204: null },
  },
  async ({ params, user }) => {
    await deleteProposal(params.id, user);
    return new Response(null, { status: 204 });
  },
);
