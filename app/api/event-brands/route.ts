// GET, POST /api/event-brands — every property with its event count; create one (admin).
import { z } from "zod";
import { createEventBrand } from "@/lib/server/event-brands/mutations";
import { listEventBrands } from "@/lib/server/event-brands/queries";
import { route } from "@/lib/server/http/route";
import { eventBrandCreateSchema, eventBrandSchema } from "@/lib/shared/schemas/event-brand";

export const GET = route(
  {
    auth: "user",
    summary: "Every property with its event count",
    responses: { 200: z.array(eventBrandSchema) },
  },
  async () => listEventBrands(),
);

export const POST = route(
  {
    auth: "admin",
    summary: "Create a property (admin)",
    responses: { 201: eventBrandSchema },
    body: eventBrandCreateSchema,
  },
  async ({ body, json }) => json(await createEventBrand(body), { status: 201 }),
);
