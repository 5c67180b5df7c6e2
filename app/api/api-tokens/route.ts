// GET, POST /api/api-tokens — the signed-in user's API tokens; create one (its secret is answered once).
import { createApiToken } from "@/lib/server/api-tokens/mutations";
import { listApiTokens } from "@/lib/server/api-tokens/queries";
import { route } from "@/lib/server/http/route";
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
} from "@/lib/shared/schemas/api-token";

export const GET = route(
  {
    auth: "user",
    tokens: false,
    summary: "List your API tokens",
    responses: { 200: apiTokenListSchema },
  },
  async ({ user }) => listApiTokens(user.id),
);

export const POST = route(
  {
    auth: "user",
    tokens: false,
    body: apiTokenCreateSchema,
    summary: "Create an API token (its secret is answered only this once)",
    responses: { 201: apiTokenCreatedSchema },
  },
  async ({ user, body, actor, json }) =>
    json(await createApiToken(user, body, actor.address), { status: 201 }),
);
