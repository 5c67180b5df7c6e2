// DELETE /api/invitations/{id} — withdraw a pending invitation (admin).
import { revokeInvitation } from "@/lib/server/accounts/invitations";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const DELETE = route(
  {
    auth: "admin",
    summary: "Withdraw a pending invitation (admin)",
    responses: { 204: null },
    params: idParams,
  },
  async ({ user, params, actor }) => {
    await revokeInvitation(user, params.id, actor.address);
    return new Response(null, { status: 204 });
  },
);
