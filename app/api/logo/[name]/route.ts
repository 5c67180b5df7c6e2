// GET /api/logo/{name} — the stored logo URL of the named brand; 404 when there is none.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { findLogoByName } from "@/lib/server/logos/lookup";

const params = z.object({ name: z.string().max(300) });

export const GET = route(
  {
    auth: "user",
    summary: "The stored logo address of a brand by name",
    responses: { 200: z.object({ logoUrl: z.string() }) },
    params,
  },
  async ({ params: { name } }) => findLogoByName(name),
);
