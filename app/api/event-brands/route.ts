// GET /api/event-brands — every property (event brand), alphabetically.
import { listEventBrands } from "@/lib/server/event-brands/queries";
import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "user" }, async () => listEventBrands());
