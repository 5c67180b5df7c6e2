import { eq } from "drizzle-orm";
import { mergeSearchIndexes } from "@/lib/server/catalogue/search-index";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import type { DiscoveryResult, SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

// Search finds a company by the names people use (its legal name, the names sourced deals call
// it), and lists name matches (exact, then prefix, then contains) before overview matches.

let cookie: string;

const search = async (text: string, extra = ""): Promise<SponsorBrandSummary[]> => {
  const res = await http(
    `/api/sponsor-brands?search=${encodeURIComponent(text)}&pageSize=100${extra}`,
    { cookie },
  );
  expect(res.status).toBe(200);
  return res.body;
};
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

beforeAll(async () => {
  await resetDatabase();
  // The 1,400 largest listed companies include Sony Group Corporation, merged into curated Sony.
  await seedDatabase({ referenceCompanies: 1400, marketDeals: true });
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
  for (const body of [
    { name: "Aardvark Games", overview: "Italian publisher of games for Sony PlayStation." },
    { name: "Abc Sony Fans" },
    { name: "Sonya Studios" },
  ]) {
    const res = await http("/api/sponsor-brands", { method: "POST", cookie, json: body });
    expect(res.status).toBe(201);
  }
}, 180_000);

describe("catalogue search by aliases", () => {
  it('finds Sony by its legal name "Sony Group"', async () => {
    const found = await search("Sony Group");
    expect(names(found)[0]).toBe("Sony");
  });

  it("finds a sponsor created by the market seed by the name its deals use", async () => {
    expect(names(await search("National Shipping Company"))).toContain("Bahri");
  });

  it("lists exact, then prefix, then contains name matches before overview matches, whatever the order", async () => {
    const mine = ["Sony", "Sonya Studios", "Abc Sony Fans", "Aardvark Games"];
    for (const extra of ["&sort=name", "&sort=name&order=desc", "&sort=recent", "&sort=match"]) {
      const found = names(await search("Sony", extra)).filter((name) => mine.includes(name));
      expect(found).toEqual(mine);
    }
  });

  it("finds by aliases in discovery too", async () => {
    const [liv] = await getDb()
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.name, "LIV Golf"));
    const group = await http(
      `/api/sponsor-discovery?eventBrandId=${liv!.id}&minMatch=0&tab=all&search=Sony%20Group`,
      { cookie },
    );
    expect(names((group.body as DiscoveryResult).sponsors)).toContain("Sony");
  });
});

describe("the search indexes after catalogue writes", () => {
  // A GIN index queues new entries in a pending list that every search reads until it is merged;
  // merging answers how many pages were pending (lib/server/catalogue/search-index.ts).
  it("holds nothing pending after the seed and after brands added through the API", async () => {
    expect(await mergeSearchIndexes()).toBe(0);
    const res = await http("/api/sponsor-brands", {
      method: "POST",
      cookie,
      json: { name: "Pending Check Outfitters", overview: "Golf apparel for pending checks." },
    });
    expect(res.status).toBe(201);
    expect(await mergeSearchIndexes()).toBe(0);
    const edited = await http(`/api/sponsor-brands/${res.body.id}`, {
      method: "PATCH",
      cookie,
      json: { overview: "Golf apparel, edited." },
    });
    expect(edited.status).toBe(200);
    expect(await mergeSearchIndexes()).toBe(0);
    expect(names(await search("Pending Check"))).toEqual(["Pending Check Outfitters"]);
  });

  it("measures what a write that skips the merge leaves pending (the check above can fail)", async () => {
    await getDb()
      .insert(sponsorBrands)
      .values({ name: "Written Straight Ltd", overview: "A row written past the app." });
    expect(await mergeSearchIndexes()).toBeGreaterThan(0);
    expect(await mergeSearchIndexes()).toBe(0);
    await getDb().delete(sponsorBrands).where(eq(sponsorBrands.name, "Written Straight Ltd"));
  });
});
