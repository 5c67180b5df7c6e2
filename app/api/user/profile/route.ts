// PATCH /api/user/profile — update full name, company, job title and bio.
import { route } from "@/lib/server/http/route";
import { updateProfile } from "@/lib/server/users/profile";
import { profileUpdateSchema, publicUserSchema } from "@/lib/shared/schemas/user";

export const PATCH = route(
  {
    summary: "Update your profile",
    responses: { 200: publicUserSchema },
    auth: "user",
    tokens: false,
    body: profileUpdateSchema,
  },
  async ({ user, body }) => updateProfile(user.id, body),
);
