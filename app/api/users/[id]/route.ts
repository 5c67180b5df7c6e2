// PATCH /api/users/{id} — promote, demote, deactivate or reactivate an account (admin).
import { clientAddress } from "@/lib/server/auth/client-address";
import { route } from "@/lib/server/http/route";
import { updateTeamMember } from "@/lib/server/users/team";
import { idParams } from "@/lib/shared/schemas/common";
import { publicUserSchema, teamMemberUpdateSchema } from "@/lib/shared/schemas/user";

export const PATCH = route(
  {
    summary: "Change a member's role or status",
    responses: { 200: publicUserSchema },
    auth: "admin",
    params: idParams,
    body: teamMemberUpdateSchema,
  },
  async ({ req, user, params, body }) =>
    updateTeamMember(params.id, body, {
      id: user.id,
      username: user.username,
      address: clientAddress(req.headers),
    }),
);
