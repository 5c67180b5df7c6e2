// GET /api/deliverables?eventBrandId=&specificEventId=&status=&due= — a property's deliverables
// (due: overdue, upcoming or "from..to"), overdue first.
import { z } from "zod";
import { listDeliverables } from "@/lib/server/fulfilment/queries";
import { route } from "@/lib/server/http/route";
import { deliverableListQuery, deliverableSchema } from "@/lib/shared/schemas/deliverable";

export const GET = route(
  {
    summary: "A property's deliverables, filtered by event, status and due date; overdue first",
    responses: { 200: z.array(deliverableSchema) },
    auth: "user",
    query: deliverableListQuery,
  },
  async ({ query }) => listDeliverables(query),
);
