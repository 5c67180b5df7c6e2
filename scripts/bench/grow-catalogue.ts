// `npm run bench` only: grow the sponsor catalogue to N brands (default 10,000) by cloning the
// real catalogue's profiles under new names, so list and match queries can be measured at scale.
// Rows are inserted in bulk: creating 10,000 brands one by one through the API would measure the
// bench's own setup, not the product.
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";

async function main() {
  const target = Number(process.argv[2] ?? 10_000);
  const db = getDb();
  const catalogue = await db.select().from(sponsorBrands);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(sponsorBrands);
  const rows = [];
  for (let i = count; i < target; i++) {
    const source = catalogue[i % catalogue.length]!;
    rows.push({
      name: `${source.name} Bench ${i}`,
      industry: source.industry,
      headquarters: source.headquarters,
      overview: source.overview,
      logo: source.logo,
      profile: source.profile,
      data: source.data,
    });
  }
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(sponsorBrands).values(rows.slice(start, start + 1000));
  console.log(JSON.stringify({ sponsors: target }));
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
