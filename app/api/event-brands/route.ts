// GET, POST /api/event-brands — every property with its event count; create one (admin).
import { createEventBrand } from "@/lib/server/event-brands/mutations";
import { listEventBrands } from "@/lib/server/event-brands/queries";
import { json, route } from "@/lib/server/http/route";
import { eventBrandCreateSchema } from "@/lib/shared/schemas/event-brand";

export const GET = route({ auth: "user" }, async () => listEventBrands());

export const POST = route({ auth: "admin", body: eventBrandCreateSchema }, async ({ body }) =>
  json(await createEventBrand(body), { status: 201 }),
);
