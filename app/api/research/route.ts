// GET /api/research?eventBrandId=&sponsorBrandId= — sponsors with deep research (every field, its
// provider, model and time), the user's followed sponsors first, then the latest research.
import { z } from "zod";
import { listResearchLibrary } from "@/lib/server/libraries/queries";
import { libraryQuerySchema, researchLibraryItemSchema } from "@/lib/shared/schemas/creative";
import { route } from "@/lib/server/http/route";

export const GET = route(
  {
    auth: "user",
    summary: "Sponsors with deep research, followed sponsors first",
    responses: { 200: z.array(researchLibraryItemSchema) },
    query: libraryQuerySchema,
  },
  async ({ user, query }) => listResearchLibrary(query, user.id),
);
