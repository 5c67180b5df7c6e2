// PATCH /api/users/{id} — promote, demote, deactivate or reactivate an account (admin).
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
  async ({ params, body, actor }) => updateTeamMember(params.id, body, actor),
);
