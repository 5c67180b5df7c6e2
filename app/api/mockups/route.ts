// GET /api/mockups?sponsorBrandId=&eventBrandId= — visual mockups (one sponsor's, one property's,
// or all), favourites first, then newest.
import { z } from "zod";
import { listMockupLibrary } from "@/lib/server/libraries/queries";
import { libraryQuerySchema, mockupLibraryItemSchema } from "@/lib/shared/schemas/creative";
import { route } from "@/lib/server/http/route";

export const GET = route(
  {
    auth: "user",
    summary: "Visual mockups, favourites first",
    responses: { 200: z.array(mockupLibraryItemSchema) },
    query: libraryQuerySchema,
  },
  async ({ query }) => listMockupLibrary(query),
);
