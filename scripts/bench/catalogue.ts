// Part of `npm run bench`: the reference catalogue on a fresh database (PGlite in $DATA_DIR, or
// PostgreSQL with DATABASE_URL). Times the full seed (curated brands plus 26,101 reference
// companies and the market's sourced deals), the idempotent re-run, and the first and second
// sponsor list and discovery requests' domain calls (the first ranks every sponsor for the
// context). JSON on the last line.
import { eq, sql } from "drizzle-orm";
import { closeDb, databaseKind, getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { discoverSponsors } from "@/lib/server/sponsors/discovery";
import { listSponsorBrands } from "@/lib/server/sponsors/queries";
import { discoveryQuery, sponsorListQuery } from "@/lib/shared/schemas/sponsor";

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [Math.round(performance.now() - start), result];
}

async function main() {
  await ensureDatabase();
  const [seedMs, summary] = await timed(() =>
    seedDatabase({ referenceCompanies: "all", marketDeals: true }),
  );
  const [reseedMs, again] = await timed(() =>
    seedDatabase({ referenceCompanies: "all", marketDeals: true }),
  );
  const db = getDb();
  const [{ sponsors }] = (await db
    .select({ sponsors: sql<number>`count(*)`.mapWith(Number) })
    .from(sponsorBrands)) as [{ sponsors: number }];
  const [liv] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  const [other] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "SailGP"));
  const list = sponsorListQuery.parse({ eventBrandId: String(liv!.id) });
  const [listFirstMs] = await timed(() => listSponsorBrands(list, 0));
  const [listSecondMs] = await timed(() => listSponsorBrands(list, 0));
  const discovery = discoveryQuery.parse({ eventBrandId: String(other!.id) });
  const [discoveryFirstMs] = await timed(() => discoverSponsors(discovery));
  const [discoverySecondMs] = await timed(() => discoverSponsors(discovery));
  await closeDb();
  console.log(
    JSON.stringify({
      backend: databaseKind(),
      sponsors,
      referenceCompaniesCreated: summary.referenceCompaniesCreated,
      curatedBrandsMerged: summary.curatedBrandsMerged,
      seedMs,
      reseedMs,
      reseedCreated: again.referenceCompaniesCreated,
      sponsorListFirstMs: listFirstMs,
      sponsorListSecondMs: listSecondMs,
      discoveryFirstMs,
      discoverySecondMs,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
