// POST /api/admin/import-liv-events — import the 2025 LIV Golf League schedule (admin); answers at
// once and imports after the response. Idempotent: events already there are not created twice.
import { livImportStartedSchema } from "@/lib/shared/schemas/event-brand";
import { after } from "next/server";
import { getDb } from "@/lib/server/db/client";
import { json, route } from "@/lib/server/http/route";
import { logger } from "@/lib/server/logger";
import { importLivGolfSchedule } from "@/lib/server/seed/event-brands";

export const POST = route(
  {
    auth: "admin",
    summary: "Import the 2025 LIV Golf League schedule in the background (admin)",
    responses: { 202: livImportStartedSchema },
  },
  async ({ user }) => {
    after(async () => {
      try {
        const result = await importLivGolfSchedule(getDb());
        logger.info("LIV Golf schedule imported", { ...result, by: user.username });
      } catch (error) {
        logger.error("LIV Golf schedule import failed", { error });
      }
    });
    return json(
      { message: "The import process is running in the background.", status: "started" },
      { status: 202 },
    );
  },
);
