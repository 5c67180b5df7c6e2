// Data for `npm run bench`, written through the app's own domain functions and seed.
// Prints the ids and sign-in the HTTP measurements need, as JSON on the last line.
//
// The catalogue holds the curated brands and the 26,101 reference companies. An optional argument
// caps it (the smallest size of the ranking-at-scale curve, when that is below the full
// catalogue): the largest companies that fit are loaded, and grow-catalogue.ts adds the rest
// before the larger sizes, so every size of the curve is real companies first.
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { createEventBrand } from "@/lib/server/event-brands/mutations";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createSpecificEvent } from "@/lib/server/specific-events/mutations";
import { createUser } from "@/lib/server/accounts/create";

async function brandCount(): Promise<number> {
  const [{ count } = { count: 0 }] = await getDb()
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(sponsorBrands);
  return count;
}

async function main() {
  const cap = process.argv[2] ? Number(process.argv[2]) : Infinity;
  if (!(cap > 0)) throw new Error(`prepare.ts: the catalogue cap must be a positive number`);
  await ensureDatabase();
  if (cap === Infinity) await seedDatabase({ referenceCompanies: "all" });
  else {
    // The curated brands first, to know how many reference companies fit under the cap (a limit
    // beyond the list loads them all).
    await seedDatabase();
    const room = Math.max(0, cap - (await brandCount()));
    if (room > 0) await seedDatabase({ referenceCompanies: room });
  }
  const password = "bench-password-1";
  const user = await createUser({
    username: "bench",
    email: "bench@example.com",
    password,
    fullName: "Bench Runner",
    role: "admin",

    skipPasswordPolicy: true,
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
  console.log(
    JSON.stringify({
      username: user.username,
      password,
      benchTourId: tour.id,
      livId: liv?.id,
      sponsorCount: await brandCount(),
    }),
  );
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
