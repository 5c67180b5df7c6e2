// GET /api/activations?eventBrandId=&sponsorBrandId= — generated activation ideas across sponsors,
// favourites first, then newest (both filters optional).
import { z } from "zod";
import { listActivationLibrary } from "@/lib/server/libraries/queries";
import { libraryQuerySchema, activationLibraryItemSchema } from "@/lib/shared/schemas/creative";
import { route } from "@/lib/server/http/route";

export const GET = route(
  {
    auth: "user",
    summary: "Activation ideas across sponsors, favourites first",
    responses: { 200: z.array(activationLibraryItemSchema) },
    query: libraryQuerySchema,
  },
  async ({ query }) => listActivationLibrary(query),
);
