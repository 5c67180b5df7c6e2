// POST /api/admin/import-liv-events — import the LIV Golf League schedule of the season not yet
// over today (admin); answers at once and imports after the response. Idempotent: events already
// there are not created twice.
import { livImportStartedSchema } from "@/lib/shared/schemas/event-brand";
import { after } from "next/server";
import { getDb } from "@/lib/server/db/client";
import { route } from "@/lib/server/http/route";
import { logger } from "@/lib/server/logger";
import { importLivGolfSchedule, livGolfSeasonFor } from "@/lib/server/seed/event-brands";
import { todayIso } from "@/lib/shared/dates";

export const POST = route(
  {
    auth: "admin",
    summary: "Import the current LIV Golf League season's schedule in the background (admin)",
    responses: { 202: livImportStartedSchema },
  },
  async ({ user, json }) => {
    const season = livGolfSeasonFor(todayIso());
    after(async () => {
      try {
        const result = await importLivGolfSchedule(getDb(), season);
        logger.info("LIV Golf schedule imported", { ...result, by: user.username });
      } catch (error) {
        logger.error("LIV Golf schedule import failed", { error });
      }
    });
    return json(
      { message: "The import process is running in the background.", status: "started", season },
      { status: 202 },
    );
  },
);
