// GET, PATCH, DELETE /api/assets/{id} — one inventory asset; edit; delete (admin; 409 while in use).
import { route } from "@/lib/server/http/route";
import { deleteAsset, getAsset, updateAsset } from "@/lib/server/inventory/assets";
import { idParams } from "@/lib/shared/schemas/common";
import { assetSchema, assetUpdateSchema } from "@/lib/shared/schemas/inventory";

export const GET = route(
  {
    auth: "user",
    summary: "One inventory asset",
    responses: { 200: assetSchema },
    params: idParams,
  },
  async ({ params }) => getAsset(params.id),
);

export const PATCH = route(
  {
    auth: "admin",
    summary: "Edit an inventory asset (admin)",
    responses: { 200: assetSchema },
    params: idParams,
    body: assetUpdateSchema,
  },
  async ({ params, body }) => updateAsset(params.id, body),
);

export const DELETE = route(
  {
    auth: "admin",
    summary: "Delete an asset no package, proposal or contract uses (admin)",
    responses: { 204: null },
    params: idParams,
  },
  async ({ params }) => {
    await deleteAsset(params.id);
    return new Response(null, { status: 204 });
  },
);
