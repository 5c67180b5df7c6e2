// POST /api/shared-proposals/{token}/unlock — a right passcode sets the link's unlock cookie.
import { route } from "@/lib/server/http/route";
import { unlockHeaders } from "@/lib/server/proposals/share";
import {
  shareTokenParams,
  shareUnlockedSchema,
  shareUnlockSchema,
} from "@/lib/shared/schemas/proposal-share-link";

export const POST = route(
  {
    auth: "public",
    params: shareTokenParams,
    body: shareUnlockSchema,
    summary: "Unlock a passcode-protected shared proposal",
    responses: { 200: shareUnlockedSchema },
  },
  async ({ params, body, actor, json }) =>
    json(
      { unlocked: true },
      { headers: await unlockHeaders(params.token, body.passcode, actor.address, "proposal") },
    ),
);
