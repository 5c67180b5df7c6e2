// POST /api/user/profile-picture — multipart field profilePicture; answers the updated user.
import { MAX_IMAGE_REQUEST_BYTES } from "@/lib/server/images/upload";
import { route } from "@/lib/server/http/route";
import { setProfilePicture } from "@/lib/server/users/profile";
import { publicUserSchema } from "@/lib/shared/schemas/user";

export const POST = route(
  {
    summary: "Replace your profile picture",
    responses: { 200: publicUserSchema },
    auth: "user",
    tokens: false,
    multipart: { maxBytes: MAX_IMAGE_REQUEST_BYTES },
  },
  async ({ user, form }) => setProfilePicture(user.id, form),
);
