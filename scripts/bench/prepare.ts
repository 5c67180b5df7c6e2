// Data for `npm run bench`, written through the app's own domain functions and seed.
// Prints the ids and sign-in the HTTP measurements need, as JSON on the last line.
import { closeDb } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { seedDatabase } from "@/lib/server/seed";
import { createUser } from "@/lib/server/users/accounts";

async function main() {
  await ensureDatabase();
  await seedDatabase();
  const password = "bench-password-1";
  const user = await createUser({ username: "bench", email: "bench@example.com", password, fullName: "Bench Runner", role: "admin" });
  console.log(JSON.stringify({ username: user.username, password }));
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
