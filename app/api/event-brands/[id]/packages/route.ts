// GET, POST /api/event-brands/{id}/packages — a property's packages valued at its rate card; add one (admin).
import { createPackage, listPackages } from "@/lib/server/inventory/packages";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import {
  inventoryPackageListSchema,
  inventoryPackageSchema,
  packageCreateSchema,
  packageSeasonQuery,
} from "@/lib/shared/schemas/inventory-package";

export const GET = route(
  {
    auth: "user",
    summary: "A property's packages with their assets, rate-card total and discount for a season",
    responses: { 200: inventoryPackageListSchema },
    params: idParams,
    query: packageSeasonQuery,
  },
  async ({ params, query }) => listPackages(params.id, query.season),
);

export const POST = route(
  {
    auth: "admin",
    summary: "Add a package of the property's assets (admin)",
    responses: { 201: inventoryPackageSchema },
    params: idParams,
    body: packageCreateSchema,
  },
  async ({ params, body, json }) => json(await createPackage(params.id, body), { status: 201 }),
);
