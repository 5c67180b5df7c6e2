// npm run db:seed — migrate, then add the reference data that is missing (idempotent).
import { closeDb } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { seedDatabase } from "@/lib/server/seed/seed-database";

async function main() {
  await ensureDatabase();
  const summary = await seedDatabase({ referenceCompanies: "all", marketDeals: true });
  console.log(JSON.stringify(summary));
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
