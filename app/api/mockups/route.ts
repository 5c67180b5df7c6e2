// GET /api/mockups?sponsorBrandId=&eventBrandId= — visual mockups (one sponsor's, one property's,
// or all), favourites first, then newest.
import { listMockupLibrary } from "@/lib/server/libraries/queries";
import { libraryQuerySchema } from "@/lib/shared/schemas/creative";
import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "user", query: libraryQuerySchema }, async ({ query }) =>
  listMockupLibrary(query),
);
