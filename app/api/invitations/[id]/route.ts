// DELETE /api/invitations/{id} — withdraw a pending invitation (admin).
import { revokeInvitation } from "@/lib/server/accounts/invitations";
import { clientAddress } from "@/lib/server/auth/client-address";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const DELETE = route(
  {
    auth: "admin",
    summary: "Withdraw a pending invitation (admin)",
    responses: { 204: null },
    params: idParams,
  },
  async ({ req, user, params }) => {
    await revokeInvitation(user, params.id, clientAddress(req.headers));
    return new Response(null, { status: 204 });
  },
);
