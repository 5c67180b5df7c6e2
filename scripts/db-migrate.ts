// npm run db:migrate — apply pending migrations to the configured database.
import { closeDb } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";

async function main() {
  await ensureDatabase();
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
