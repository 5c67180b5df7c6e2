// GET, POST /api/users — the team (admin): list accounts, create one.
import { route } from "@/lib/server/http/route";
import { createUser } from "@/lib/server/users/accounts";
import { listTeam } from "@/lib/server/users/team";
import { teamMemberCreateSchema } from "@/lib/shared/schemas/user";

export const GET = route({ auth: "admin" }, async () => listTeam());

export const POST = route({ auth: "admin", body: teamMemberCreateSchema }, async ({ body }) =>
  Response.json(await createUser(body), { status: 201 }),
);
