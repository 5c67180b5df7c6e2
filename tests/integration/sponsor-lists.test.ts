import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands, userFavorites } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

/**
 * The paged sponsor lists say what page and page size they accept, and the watchlist's notes can
 * be set, changed and cleared on a followed brand (PATCH /api/user-favorites/{sponsorBrandId}).
 */
let cookie: string;
let other: string;
let liv: number;

async function brandId(slug: string) {
  const [row] = await getDb()
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.slug, slug));
  return row!.id;
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const [brand] = await getDb()
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  liv = brand!.id;
  const user = await createTestUser();
  const second = await createTestUser();
  cookie = await signIn(user.username, user.password);
  other = await signIn(second.username, second.password);
});

describe("page limits of the paged sponsor lists", () => {
  const PAGE_SIZE = "pageSize must be a whole number from 1 to 100";
  const PAGE = "page must be a whole number from 1 to 100000";

  it.each([
    ["/api/sponsor-brands", "pageSize=1000", PAGE_SIZE],
    ["/api/sponsor-brands", "pageSize=0", PAGE_SIZE],
    ["/api/sponsor-brands", "pageSize=abc", PAGE_SIZE],
    ["/api/sponsor-brands", "pageSize=2.5", PAGE_SIZE],
    ["/api/sponsor-brands", "page=0", PAGE],
    ["/api/sponsor-brands", "page=100001", PAGE],
    ["/api/sponsor-discovery", "pageSize=1000", PAGE_SIZE],
    ["/api/sponsor-discovery", "page=0", PAGE],
  ])("%s?%s answers 400 naming the range", async (path, query, message) => {
    const res = await http(`${path}?eventBrandId=${liv}&${query}`, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("accepts the limits themselves", async () => {
    const largest = await http(`/api/sponsor-brands?eventBrandId=${liv}&pageSize=100`, { cookie });
    expect(largest.status).toBe(200);
    expect(largest.body).toHaveLength(100);
    const smallest = await http(`/api/sponsor-brands?eventBrandId=${liv}&pageSize=1&page=2`, {
      cookie,
    });
    expect(smallest.status).toBe(200);
    expect(smallest.body).toHaveLength(1);
    const discovery = await http(`/api/sponsor-discovery?eventBrandId=${liv}&pageSize=100`, {
      cookie,
    });
    expect(discovery.status).toBe(200);
    expect(discovery.body.pageSize).toBe(100);
  });
});

describe("watchlist notes", () => {
  it("sets, changes and clears the note of a followed brand, for its follower only", async () => {
    const rolex = await brandId("rolex");
    expect(
      (await http("/api/user-favorites", { cookie, json: { sponsorBrandId: rolex } })).status,
    ).toBe(201);

    const set = await http(`/api/user-favorites/${rolex}`, {
      method: "PATCH",
      cookie,
      json: { notes: "  Call their CMO after the Riyadh event.  " },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      sponsorBrandId: rolex,
      notes: "Call their CMO after the Riyadh event.",
    });
    let list = await http(`/api/user-favorites?eventBrandId=${liv}`, { cookie });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: rolex,
      notes: "Call their CMO after the Riyadh event.",
    });

    // Another user's watchlist has no such entry: their note changes nothing of this one.
    const foreign = await http(`/api/user-favorites/${rolex}`, {
      method: "PATCH",
      cookie: other,
      json: { notes: "mine" },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("This brand is not on your watchlist");

    // Following again keeps the note.
    await http("/api/user-favorites", { cookie, json: { sponsorBrandId: rolex } });
    list = await http(`/api/user-favorites`, { cookie });
    expect(list.body[0].notes).toBe("Call their CMO after the Riyadh event.");

    const blank = await http(`/api/user-favorites/${rolex}`, {
      method: "PATCH",
      cookie,
      json: { notes: "   " },
    });
    expect(blank.status).toBe(200);
    expect(blank.body.notes).toBeNull();
    const [row] = await getDb()
      .select({ notes: userFavorites.notes })
      .from(userFavorites)
      .where(eq(userFavorites.sponsorBrandId, rolex));
    expect(row!.notes).toBeNull();
  });

  it("refuses a note that is too long, a missing note and a brand not followed", async () => {
    const bmw = await brandId("bmw");
    expect(
      (
        await http(`/api/user-favorites/${bmw}`, {
          method: "PATCH",
          cookie,
          json: { notes: "x" },
        })
      ).status,
    ).toBe(404);
    await http("/api/user-favorites", { cookie, json: { sponsorBrandId: bmw } });
    const long = await http(`/api/user-favorites/${bmw}`, {
      method: "PATCH",
      cookie,
      json: { notes: "x".repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("notes must be at most 2000 characters");
    const missing = await http(`/api/user-favorites/${bmw}`, { method: "PATCH", cookie, json: {} });
    expect(missing.status).toBe(400);
    const unsigned = await http(`/api/user-favorites/${bmw}`, {
      method: "PATCH",
      json: { notes: "x" },
    });
    expect(unsigned.status).toBe(401);
  });
});
