// GET /api/activations?eventBrandId=&sponsorBrandId= — generated activation ideas across sponsors,
// favourites first, then newest (both filters optional).
import { listActivationLibrary } from "@/lib/server/libraries/queries";
import { libraryQuerySchema } from "@/lib/shared/schemas/creative";
import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "user", query: libraryQuerySchema }, async ({ query }) =>
  listActivationLibrary(query),
);
