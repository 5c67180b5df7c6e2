// POST /api/help — contextual help for an element clicked in help mode.
import { getHelp } from "@/lib/server/help/answer";
import { route } from "@/lib/server/http/route";
import { helpRequestSchema } from "@/lib/shared/schemas/help";

export const POST = route({ auth: "user", body: helpRequestSchema }, async ({ body }) =>
  getHelp(body),
);
