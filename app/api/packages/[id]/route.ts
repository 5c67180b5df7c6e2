// GET, PATCH, DELETE /api/packages/{id} — one package valued at the rate card; edit; delete (admin).
import { deletePackage, getPackage, updatePackage } from "@/lib/server/inventory/packages";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import {
  inventoryPackageSchema,
  packageSeasonQuery,
  packageUpdateSchema,
} from "@/lib/shared/schemas/inventory-package";

export const GET = route(
  {
    auth: "user",
    summary: "One package with its assets, rate-card total and discount for a season",
    responses: { 200: inventoryPackageSchema },
    params: idParams,
    query: packageSeasonQuery,
  },
  async ({ params, query }) => getPackage(params.id, query.season),
);

export const PATCH = route(
  {
    auth: "admin",
    summary: "Edit a package; items, when sent, replace its list (admin)",
    responses: { 200: inventoryPackageSchema },
    params: idParams,
    body: packageUpdateSchema,
  },
  async ({ params, body }) => updatePackage(params.id, body),
);

export const DELETE = route(
  {
    auth: "admin",
    summary: "Delete a package (admin)",
    responses: { 204: null },
    params: idParams,
  },
  async ({ params }) => {
    await deletePackage(params.id);
    return new Response(null, { status: 204 });
  },
);
