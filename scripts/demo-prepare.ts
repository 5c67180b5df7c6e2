// Used by `npm run demo`: migrate and seed the database and create the demo sign-ins.
// Demo accounts are created here only; a production deployment never gets them.
import { closeDb } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { ensureDemoAccounts } from "@/lib/server/seed/demo-accounts";

async function main() {
  await ensureDatabase();
  await seedDatabase({ referenceCompanies: "all", marketDeals: true });
  await ensureDemoAccounts();
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
