// DELETE /api/admin/api-tokens/{id} — revoke any user's API token (admin).
import { revokeApiToken } from "@/lib/server/api-tokens/mutations";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const DELETE = route(
  {
    auth: "admin",
    params: idParams,
    summary: "Revoke any user's API token",
    responses: { 204: null },
  },
  async ({ user, params, actor }) => {
    await revokeApiToken(user, params.id, { admin: true, address: actor.address });
    return new Response(null, { status: 204 });
  },
);
