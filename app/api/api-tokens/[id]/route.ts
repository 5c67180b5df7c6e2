// DELETE /api/api-tokens/{id} — revoke one of your API tokens (another user's answers 404).
import { revokeApiToken } from "@/lib/server/api-tokens/mutations";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const DELETE = route(
  {
    auth: "user",
    tokens: false,
    params: idParams,
    summary: "Revoke one of your API tokens",
    responses: { 204: null },
  },
  async ({ user, params, actor }) => {
    await revokeApiToken(user, params.id, { admin: false, address: actor.address });
    return new Response(null, { status: 204 });
  },
);
