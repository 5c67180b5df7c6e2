// GET /api/mockups?sponsorBrandId= — a sponsor's visual mockups, newest first.
import { z } from "zod";
import { listMockups } from "@/lib/server/creative";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/common";

const query = z.object({ sponsorBrandId: numericId("sponsorBrandId") });

export const GET = route({ auth: "user", query }, async ({ query }) =>
  listMockups(query.sponsorBrandId),
);
