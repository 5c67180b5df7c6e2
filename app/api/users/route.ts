// GET, POST /api/users — the team (admin): list accounts, create one.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { createUser } from "@/lib/server/accounts/create";
import { listTeam } from "@/lib/server/users/team";
import { publicUserSchema, teamMemberCreateSchema } from "@/lib/shared/schemas/user";

export const GET = route(
  { summary: "List the team", responses: { 200: z.array(publicUserSchema) }, auth: "admin" },
  async () => listTeam(),
);

export const POST = route(
  {
    summary: "Create an account",
    responses: { 201: publicUserSchema },
    auth: "admin",
    body: teamMemberCreateSchema,
  },
  async ({ body, json }) => json(await createUser(body), { status: 201 }),
);
