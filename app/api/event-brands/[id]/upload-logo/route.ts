// POST /api/event-brands/{id}/upload-logo — multipart field `logo`; answers { logoUrl, eventBrand }.
import { eventBrandLogoAnswerSchema } from "@/lib/shared/schemas/event-brand";
import { setEventBrandLogo } from "@/lib/server/event-brands/mutations";
import { MAX_IMAGE_REQUEST_BYTES } from "@/lib/server/images/upload";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const POST = route(
  {
    auth: "admin",
    summary: "Upload a property's logo (multipart field `logo`, admin)",
    responses: { 200: eventBrandLogoAnswerSchema },
    params: idParams,
    multipart: { maxBytes: MAX_IMAGE_REQUEST_BYTES },
  },
  async ({ params, form }) => {
    const eventBrand = await setEventBrandLogo(params.id, form);
    return { logoUrl: eventBrand.logoUrl, eventBrand };
  },
);
