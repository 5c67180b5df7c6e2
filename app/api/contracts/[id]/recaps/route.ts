// GET /api/contracts/{id}/recaps — the contract's recaps, newest first, with their status.
// POST /api/contracts/{id}/recaps — make a recap of a season the contract covers: 202 {recap, job}.
import { queued } from "@/lib/server/http/queued";
import { route } from "@/lib/server/http/route";
import { createRecap } from "@/lib/server/recaps/mutations";
import { listContractRecaps } from "@/lib/server/recaps/queries";
import { idParams } from "@/lib/shared/schemas/common";
import { recapCreatedSchema, recapCreateSchema, recapListSchema } from "@/lib/shared/schemas/recap";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "List a contract's recaps",
    responses: { 200: recapListSchema },
  },
  async ({ params }) => listContractRecaps(params.id),
);

export const POST = route(
  {
    auth: "user",
    params: idParams,
    body: recapCreateSchema,
    summary: "Make a recap (proof of performance) of a contract's season (a background job)",
    responses: { 202: recapCreatedSchema },
  },
  async ({ params, body, user, json }) => {
    const answer = await createRecap(params.id, body.season, user);
    return queued(json, answer, answer.job.id);
  },
);
