// `npm run bench` only: grow the sponsor catalogue to N brands (argument) for the ranking-at-scale
// curve. Prints { brands, referenceAdded, syntheticAdded, ms } as JSON on the last line.
//
// The real reference companies come first (largest first, through the seed's own loader, when
// prepare.ts capped the catalogue below them). Beyond them, synthetic brands clone the real rows'
// industry, overview and profile under new names, so they score, search and filter like real ones.
// PostgreSQL writes the clones itself, 50,000 rows per statement: building 500,000 rows in node
// would measure the bench's own setup, not the product. Brands inserted this way are in no ranking
// until the context is ranked again (what the bench measures next); the per-industry brand counts
// are kept by the table's triggers.
import { sql, type SQL } from "drizzle-orm";
import { readReferenceCompanies } from "@/lib/server/catalogue/companies";
import { mergeSearchIndexes } from "@/lib/server/catalogue/search-index";
import { closeDb, getDb, queryRows } from "@/lib/server/db/client";
import { seedReferenceCompanies } from "@/lib/server/seed/reference-companies";

const CHUNK = 50_000;

async function scalar(query: SQL): Promise<number> {
  const [row] = await queryRows<{ value: string | number | null }>(query);
  return Number(row?.value ?? 0);
}

const brandCount = () => scalar(sql`select count(*) as value from sponsor_brands`);

async function main() {
  const target = Number(process.argv[2]);
  if (!Number.isInteger(target) || target <= 0)
    throw new Error("usage: grow-catalogue.ts <number of brands>");
  const started = performance.now();
  const db = getDb();
  let brands = await brandCount();

  // Reference companies already covered: loaded ones, and the curated brands they merged into.
  // The loader takes the first `limit` companies of the list, so raising the limit by what is
  // missing reaches the target in one or two passes.
  let referenceAdded = 0;
  const companies = readReferenceCompanies().length;
  let limit = await scalar(
    sql`select count(*) as value from sponsor_brands
        where source = 'reference' or (source = 'curated' and data ? 'reference')`,
  );
  while (brands < target && limit < companies) {
    limit = Math.min(companies, limit + (target - brands));
    referenceAdded += (await seedReferenceCompanies(db, { limit })).created;
    brands = await brandCount();
  }

  // Synthetic brands: clone k of the real rows (curated and reference, in id order) as
  // "<name> Bench <n>", n counting up from the largest id so names never repeat between runs
  // (names are unique whatever the case). The name is cut to leave room for the suffix.
  let syntheticAdded = 0;
  if (brands < target) {
    const sources = await scalar(
      sql`select count(*) as value from sponsor_brands where source in ('curated', 'reference')`,
    );
    if (sources === 0) throw new Error("grow-catalogue.ts: no real brands to clone");
    let next = await scalar(sql`select coalesce(max(id), 0) as value from sponsor_brands`);
    while (brands < target) {
      const rows = Math.min(CHUNK, target - brands);
      await db.execute(sql`
        insert into sponsor_brands
          (name, industry, logo, headquarters, overview, data, profile, country, city,
           market_cap_band, source)
        select left(s.name, 230) || ' Bench ' || (${next}::int + g.n), s.industry, s.logo,
          s.headquarters, s.overview, s.data, s.profile, s.country, s.city, s.market_cap_band,
          'user'
        from generate_series(1, ${rows}::int) as g(n)
        join (
          select *, (row_number() over (order by id) - 1)::int as k
          from sponsor_brands where source in ('curated', 'reference')
        ) s on s.k = (${next}::int + g.n) % ${sources}::int
        on conflict do nothing`);
      next += rows;
      const before = brands;
      brands = await brandCount();
      syntheticAdded += brands - before;
    }
  }
  // What the product's own bulk writers (the seed, an import) do when they are done: file the
  // search indexes' pending entries. Then fresh statistics, as autovacuum would gather them after a
  // bulk load in production.
  await mergeSearchIndexes();
  await db.execute(sql`analyze sponsor_brands`);

  console.log(
    JSON.stringify({
      brands,
      referenceAdded,
      syntheticAdded,
      ms: Math.round(performance.now() - started),
    }),
  );
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
