// PATCH /api/users/{id} — promote, demote, deactivate or reactivate an account (admin).
import { route } from "@/lib/server/http/route";
import { updateTeamMember } from "@/lib/server/users/team";
import { idParams } from "@/lib/shared/schemas/common";
import { teamMemberUpdateSchema } from "@/lib/shared/schemas/user";

export const PATCH = route(
  { auth: "admin", params: idParams, body: teamMemberUpdateSchema },
  async ({ params, body }) => updateTeamMember(params.id, body),
);
