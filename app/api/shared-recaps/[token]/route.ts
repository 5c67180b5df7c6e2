// GET /api/shared-recaps/{token} — the public read of a shared recap (no sign-in; the passcode in
// X-Proposal-Passcode or the unlock cookie when the link has one). Records a view, unless a
// signed-in member of the team reads it.
import { route } from "@/lib/server/http/route";
import { readSharedRecap } from "@/lib/server/recaps/share";
import { shareTokenParams } from "@/lib/shared/schemas/proposal-share-link";
import { sharedRecapSchema } from "@/lib/shared/schemas/recap";

export const GET = route(
  {
    auth: "optional",
    params: shareTokenParams,
    summary: "Read a shared recap by its link's token",
    responses: { 200: sharedRecapSchema },
  },
  async ({ params, req, actor, json }) =>
    json(await readSharedRecap(params.token, req.headers, actor), {
      headers: { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" },
    }),
);
