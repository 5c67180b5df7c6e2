// POST /api/sponsor-discovery/refresh — 'Refresh Sponsors': score every sponsor for the context
// ({ eventBrandId } or { specificEventId }) again and answer the fresh discovery list.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { discoverSponsors } from "@/lib/server/sponsors/queries";

const id = z.number({ error: "The context id must be a number" }).int().positive();
const body = z.object({ eventBrandId: id.optional(), specificEventId: id.optional() });

export const POST = route({ auth: "user", body }, async ({ body }) =>
  discoverSponsors(body, { refresh: true }),
);
