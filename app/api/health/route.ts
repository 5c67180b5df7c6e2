// GET /api/health — readiness: the database answers and migrations are applied.
import { sql } from "drizzle-orm";
import { databaseKind, getDb } from "@/lib/server/db/client";
import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "public" }, async () => {
  await getDb().execute(sql`select 1`);
  return { status: "ok", database: databaseKind() };
});
