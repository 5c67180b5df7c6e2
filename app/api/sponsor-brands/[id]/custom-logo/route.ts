// POST, DELETE /api/sponsor-brands/{id}/custom-logo — the logo mockups use for this sponsor
// (multipart field `logo`), or remove it so mockups fall back to the event brand's or sponsor's.
import { removeCustomMockupLogo, saveCustomMockupLogo } from "@/lib/server/mockups/custom-logo";
import { MAX_IMAGE_REQUEST_BYTES } from "@/lib/server/images/upload";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { customLogoSchema } from "@/lib/shared/schemas/sponsor";

export const POST = route(
  {
    summary: "Set a sponsor's mockup logo",
    responses: { 200: customLogoSchema },
    auth: "user",
    params: idParams,
    multipart: { maxBytes: MAX_IMAGE_REQUEST_BYTES },
  },
  async ({ params, form }) => saveCustomMockupLogo(params.id, form),
);

export const DELETE = route(
  {
    summary: "Remove a sponsor's mockup logo",
    responses: { 200: customLogoSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params }) => removeCustomMockupLogo(params.id),
);
