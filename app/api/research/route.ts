// GET /api/research?eventBrandId=&sponsorBrandId= — sponsors with deep research (every field, its
// provider, model and time), the user's followed sponsors first, then the latest research.
import { listResearchLibrary } from "@/lib/server/libraries/queries";
import { libraryQuerySchema } from "@/lib/shared/schemas/creative";
import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "user", query: libraryQuerySchema }, async ({ user, query }) =>
  listResearchLibrary(query, user.id),
);
