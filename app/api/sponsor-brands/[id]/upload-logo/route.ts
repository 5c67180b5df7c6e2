// POST /api/sponsor-brands/{id}/upload-logo — replace the sponsor's logo (multipart field `logo`).
import { MAX_IMAGE_REQUEST_BYTES } from "@/lib/server/images/upload";
import { route } from "@/lib/server/http/route";
import { setSponsorLogo } from "@/lib/server/sponsors/mutations";
import { idParams } from "@/lib/shared/schemas/common";
import { sponsorLogoSchema } from "@/lib/shared/schemas/sponsor";

export const POST = route(
  {
    summary: "Replace a sponsor's logo",
    responses: { 200: sponsorLogoSchema },
    auth: "user",
    params: idParams,
    multipart: { maxBytes: MAX_IMAGE_REQUEST_BYTES },
  },
  async ({ params, form }) => ({ logoUrl: await setSponsorLogo(params.id, form) }),
);
