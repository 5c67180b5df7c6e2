// Used by `npm run demo`: migrate and seed the database and create the demo sign-ins.
// Demo accounts and sample contracts are created here only; a production deployment never gets them.
import { closeDb } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { ensureDemoAccounts } from "@/lib/server/seed/demo-accounts";
import { ensureDemoContracts } from "@/lib/server/seed/demo-contracts";

async function main() {
  await ensureDatabase();
  await seedDatabase({ referenceCompanies: "all", marketDeals: true });
  await ensureDemoAccounts();
  // Sample contracts of two LIV Golf partners (deliverables, proof, payments): the demo's only.
  await ensureDemoContracts();
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
