// DELETE /api/sponsorships/{sponsorBrandId}/{specificEventId} — unlink a sponsor from an event.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { unlinkSponsor } from "@/lib/server/sponsorships/links";
import { numericId } from "@/lib/shared/schemas/common";

const params = z.object({
  id: numericId("sponsorBrandId"),
  specificEventId: numericId("specificEventId"),
});

export const DELETE = route(
  { summary: "Unlink a sponsor from an event", responses: { 204: null }, auth: "user", params },
  async ({ params }) => {
    await unlinkSponsor(params.id, params.specificEventId);
    return new Response(null, { status: 204 });
  },
);
