// POST /api/users/{id}/force-password-reset — sign a member out and make them choose a new
// password through an emailed link (admin).
import { forcePasswordReset } from "@/lib/server/accounts/password-reset";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { publicUserSchema } from "@/lib/shared/schemas/user";

export const POST = route(
  {
    summary: "Force a member's password reset",
    responses: { 200: publicUserSchema },
    auth: "admin",
    params: idParams,
  },
  async ({ user, params, actor }) => forcePasswordReset(user, params.id, actor.address),
);
