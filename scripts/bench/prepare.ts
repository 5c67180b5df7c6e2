// Data for `npm run bench`, written through the app's own domain functions and seed.
// Prints the ids and sign-in the HTTP measurements need, as JSON on the last line.
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { createEventBrand } from "@/lib/server/event-brands/mutations";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createSpecificEvent } from "@/lib/server/specific-events/mutations";
import { createUser } from "@/lib/server/users/accounts";

async function main() {
  await ensureDatabase();
  await seedDatabase();
  const password = "bench-password-1";
  const user = await createUser({
    username: "bench",
    email: "bench@example.com",
    password,
    fullName: "Bench Runner",
    role: "admin",
  });
  // A property with a long history: 500 events over 25 seasons.
  const tour = await createEventBrand({
    name: "Bench Tour",
    website: null,
    description: "Benchmark property",
    industry: null,
    audience: null,
  });
  for (let i = 0; i < 500; i++) {
    const year = 2001 + Math.floor(i / 20);
    const day = String((i % 20) + 1).padStart(2, "0");
    await createSpecificEvent({
      eventBrandId: tour.id,
      name: `Bench Open ${i + 1}`,
      startDate: `${year}-06-${day}`,
      endDate: `${year}-06-${day}`,
      locationName: "Bench Links",
      locationCountry: "United Kingdom",
      description: null,
      bannerImage: null,
    });
  }
  const [liv] = await getDb()
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  const [{ count } = { count: 0 }] = await getDb()
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(sponsorBrands);
  console.log(
    JSON.stringify({
      username: user.username,
      password,
      benchTourId: tour.id,
      livId: liv?.id,
      sponsorCount: count,
    }),
  );
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
