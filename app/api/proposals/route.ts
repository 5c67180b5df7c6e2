// GET, POST /api/proposals — a page of proposals (?status, eventBrandId, ownerId, sponsorBrandId,
// awaiting, q, page, pageSize; the total in X-Total-Count); start a proposal (202: the draft and
// its drafting job, with the job's Location).
import { paged } from "@/lib/server/http/paged";
import { queued } from "@/lib/server/http/queued";
import { route } from "@/lib/server/http/route";
import { createProposal } from "@/lib/server/proposals/mutations";
import { listProposals } from "@/lib/server/proposals/queries";
import {
  proposalCreatedSchema,
  proposalCreateSchema,
  proposalListQuery,
  proposalSummarySchema,
} from "@/lib/shared/schemas/proposal";
import { pagedListSchema } from "@/lib/shared/schemas/paged";

export const GET = route(
  {
    auth: "user",
    query: proposalListQuery,
    summary: "List proposals",
    responses: { 200: pagedListSchema(proposalSummarySchema) },
  },
  async ({ query, json }) => paged(json, await listProposals(query)),
);

export const POST = route(
  {
    auth: "user",
    body: proposalCreateSchema,
    summary: "Start a proposal and queue its drafting job",
    responses: { 202: proposalCreatedSchema },
  },
  async ({ body, user, json }) => {
    const answer = await createProposal(body, user);
    return queued(json, answer, answer.job.id);
  },
);
