// GET /api/recaps/{id} — a recap: its status, and its content once ready.
import { route } from "@/lib/server/http/route";
import { getRecap } from "@/lib/server/recaps/queries";
import { idParams } from "@/lib/shared/schemas/common";
import { recapViewSchema } from "@/lib/shared/schemas/recap";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "Read a recap",
    responses: { 200: recapViewSchema },
  },
  async ({ params }) => getRecap(params.id),
);
