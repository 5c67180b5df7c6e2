// GET /api/admin/api-tokens — every user's API tokens with their user, optionally one user's (admin).
import { listAllApiTokens } from "@/lib/server/api-tokens/queries";
import { route } from "@/lib/server/http/route";
import { adminApiTokenListSchema, adminApiTokenQuerySchema } from "@/lib/shared/schemas/api-token";

export const GET = route(
  {
    auth: "admin",
    query: adminApiTokenQuerySchema,
    summary: "List every user's API tokens",
    responses: { 200: adminApiTokenListSchema },
  },
  async ({ query }) => listAllApiTokens(query),
);
