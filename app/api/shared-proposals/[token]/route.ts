// GET /api/shared-proposals/{token} — the public read of a shared proposal (no sign-in; the
// passcode in X-Proposal-Passcode or the unlock cookie when the link has one). Records a view,
// unless a signed-in member of the team reads it.
import { route } from "@/lib/server/http/route";
import { readSharedProposal } from "@/lib/server/proposals/share";
import { sharedProposalSchema, shareTokenParams } from "@/lib/shared/schemas/proposal-share-link";

export const GET = route(
  {
    auth: "optional",
    params: shareTokenParams,
    summary: "Read a shared proposal by its link's token",
    responses: { 200: sharedProposalSchema },
  },
  async ({ params, req, actor, json }) =>
    json(await readSharedProposal(params.token, req.headers, actor), {
      headers: { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" },
    }),
);
