// GET, POST /api/sponsor-interactions — a sponsor's calls, meetings, emails and notes
// (?sponsorBrandId=); log a new one (optionally naming one of the sponsor's contacts).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { createInteraction } from "@/lib/server/interactions/mutations";
import { listInteractions } from "@/lib/server/interactions/queries";
import { numericId } from "@/lib/shared/schemas/common";
import { interactionCreateSchema, interactionViewSchema } from "@/lib/shared/schemas/interaction";

const query = z.object({ sponsorBrandId: numericId("sponsorBrandId") });

export const GET = route(
  {
    auth: "user",
    query,
    summary: "List a sponsor's interactions",
    responses: { 200: z.array(interactionViewSchema) },
  },
  async ({ query }) => listInteractions(query.sponsorBrandId),
);

export const POST = route(
  {
    auth: "user",
    body: interactionCreateSchema,
    summary: "Log an interaction with a sponsor",
    responses: { 201: interactionViewSchema },
  },
  async ({ body, user, json }) => json(await createInteraction(body, user.id), { status: 201 }),
);
