// POST /api/help — contextual help for an element clicked in help mode.
import { getHelp } from "@/lib/server/help/answer";
import { route } from "@/lib/server/http/route";
import { helpRequestSchema, helpAnswerSchema } from "@/lib/shared/schemas/help";

export const POST = route(
  {
    auth: "user",
    summary: "Contextual help for an element of the app",
    responses: { 200: helpAnswerSchema },
    body: helpRequestSchema,
  },
  async ({ body }) => getHelp(body),
);
