// GET, POST /api/contracts — a property's contracts (?eventBrandId=&status=&season=&sponsorBrandId=);
// record a contract (for a deal, a sponsor and property, or an accepted proposal's Investment;
// 409 when the inventory is short unless an admin overrides).
import { z } from "zod";
import { createContract } from "@/lib/server/contracts/mutations";
import { listContracts } from "@/lib/server/contracts/queries";
import { route } from "@/lib/server/http/route";
import {
  contractCreateSchema,
  contractListQuery,
  contractSchema,
} from "@/lib/shared/schemas/contract";

export const GET = route(
  {
    summary: "List a property's contracts",
    responses: { 200: z.array(contractSchema) },
    auth: "user",
    query: contractListQuery,
  },
  async ({ query, user }) => listContracts(query, user),
);

export const POST = route(
  {
    summary: "Record a contract",
    responses: { 201: contractSchema },
    auth: "user",
    body: contractCreateSchema,
  },
  async ({ body, user, json }) => json(await createContract(body, user), { status: 201 }),
);
