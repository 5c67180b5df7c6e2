// GET, POST /api/event-brands/{id}/assets — a property's rate card (filters: category, q); add an asset (admin).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { createAsset, listAssets } from "@/lib/server/inventory/assets";
import { idParams } from "@/lib/shared/schemas/common";
import { assetCreateSchema, assetListQuery, assetSchema } from "@/lib/shared/schemas/inventory";

export const GET = route(
  {
    auth: "user",
    summary: "A property's assets (rate card), by category then name",
    responses: { 200: z.array(assetSchema) },
    params: idParams,
    query: assetListQuery,
  },
  async ({ params, query }) => listAssets(params.id, query),
);

export const POST = route(
  {
    auth: "admin",
    summary: "Add an asset to a property's inventory (admin)",
    responses: { 201: assetSchema },
    params: idParams,
    body: assetCreateSchema,
  },
  async ({ params, body, json }) => json(await createAsset(params.id, body), { status: 201 }),
);
