// GET /api/contracts/{id}/deliverables — what a contract must deliver, with proof; overdue first.
import { z } from "zod";
import { listContractDeliverables } from "@/lib/server/fulfilment/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { deliverableSchema } from "@/lib/shared/schemas/deliverable";

export const GET = route(
  {
    summary: "A contract's deliverables with their proof, overdue first",
    responses: { 200: z.array(deliverableSchema) },
    auth: "user",
    params: idParams,
  },
  async ({ params }) => listContractDeliverables(params.id),
);
