// POST /api/sponsor-discovery/refresh — 'Refresh Sponsors': score every sponsor for the context
// ({ eventBrandId } or { specificEventId }) again and answer the fresh discovery list.
import { z } from "zod";
import { badRequest } from "@/lib/server/http/errors";
import { route } from "@/lib/server/http/route";
import { resolveContext } from "@/lib/server/sponsors/context";
import { discoverSponsors } from "@/lib/server/sponsors/queries";
import { refreshScores } from "@/lib/server/sponsors/scores";

const id = z.number({ error: "The context id must be a number" }).int().positive();
const body = z.object({ eventBrandId: id.optional(), specificEventId: id.optional() });

export const POST = route({ auth: "user", body }, async ({ body }) => {
  const context = await resolveContext(body);
  if (!context) throw badRequest("Choose an event brand or a specific event");
  await refreshScores(context);
  return discoverSponsors(body);
});
