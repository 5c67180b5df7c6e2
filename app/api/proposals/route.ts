// GET, POST /api/proposals — a page of proposals (?status, eventBrandId, ownerId, sponsorBrandId,
// awaiting, q, page, pageSize; the total in X-Total-Count); start a proposal (202: the draft and
// its drafting job, with the job's Location).
import { z } from "zod";
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

export const GET = route(
  {
    auth: "user",
    query: proposalListQuery,
    summary: "List proposals",
    responses: { 200: z.array(proposalSummarySchema) },
  },
  async ({ query, json }) => {
    const page = await listProposals(query);
    return json(page.items, { headers: { "X-Total-Count": String(page.total) } });
  },
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
