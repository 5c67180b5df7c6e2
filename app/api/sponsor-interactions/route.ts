// GET, POST /api/sponsor-interactions — a sponsor's calls, meetings, emails and notes
// (?sponsorBrandId=); log a new one.
import { z } from "zod";
import { json, route } from "@/lib/server/http/route";
import { createInteraction } from "@/lib/server/interactions/mutations";
import { listInteractions } from "@/lib/server/interactions/queries";
import { numericId } from "@/lib/shared/schemas/common";
import { interactionCreateSchema, interactionViewSchema } from "@/lib/shared/schemas/interaction";

const query = z.object({ sponsorBrandId: numericId("sponsorBrandId") });

export const GET = route(
  {
    summary: "List a sponsor's interactions",
    responses: { 200: z.array(interactionViewSchema) },
    auth: "user",
    query,
  },
  async ({ query }) => listInteractions(query.sponsorBrandId),
);

export const POST = route(
  {
    summary: "Log an interaction",
    responses: { 201: interactionViewSchema },
    auth: "user",
    body: interactionCreateSchema,
  },
  async ({ body, user }) => json(await createInteraction(body, user.id), { status: 201 }),
);
