import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands, sponsorDeals } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import type { OpenCategory } from "@/lib/shared/schemas/open-categories";
import { INDUSTRIES } from "@/lib/shared/profile";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

// A property's category map: each industry taken by the holders of its live deals, or open with
// its best prospects; a holder's deal ending within 18 months opens a renewal window.

let cookie: string;
const idOf = async (table: typeof eventBrands | typeof sponsorBrands, name: string) =>
  (await getDb().select({ id: table.id }).from(table).where(eq(table.name, name)))[0]!.id;

const categoriesOf = async (eventBrandId: number): Promise<OpenCategory[]> => {
  const res = await http(`/api/event-brands/${eventBrandId}/categories`, { cookie });
  expect(res.status).toBe(200);
  return res.body;
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase({ marketDeals: true });
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
});

describe("GET /api/event-brands/{id}/categories", () => {
  it("answers LIV Golf's taken categories with their sourced holders and its open ones with prospects", async () => {
    const categories = await categoriesOf(await idOf(eventBrands, "LIV Golf"));
    for (const industry of INDUSTRIES)
      expect(categories.map((category) => category.industry)).toContain(industry);

    const aramco = await idOf(sponsorBrands, "Aramco");
    const hsbc = await idOf(sponsorBrands, "HSBC");
    const holding = (id: number) =>
      categories.find((category) => category.holders.some((h) => h.sponsorBrandId === id));
    for (const id of [aramco, hsbc]) {
      const category = holding(id)!;
      expect(category.status).toBe("taken");
      const holder = category.holders.find((h) => h.sponsorBrandId === id)!;
      expect(holder.isSourced).toBe(true);
      expect(holder.source?.url).toMatch(/^https?:\/\//);
    }

    const open = categories.filter((category) => category.status === "open");
    expect(open.length).toBeGreaterThan(0);
    for (const category of open) {
      expect(category.holders).toEqual([]);
      expect(category.topProspects.length).toBeLessThanOrEqual(5);
      const ids = category.topProspects.map((prospect) => prospect.sponsorBrandId);
      expect(ids).not.toContain(aramco);
      expect(ids).not.toContain(hsbc);
      const percentages = category.topProspects.map((prospect) => prospect.matchPercentage);
      expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    }
    expect(open.some((category) => category.topProspects.length === 5)).toBe(true);
  });

  it("takes a category with a user's live deal, marks its renewal window, and ignores sample deals", async () => {
    const hundred = await idOf(eventBrands, "The Hundred");
    const before = await categoriesOf(hundred);
    // The Hundred has sample deals only: they take no category.
    expect(before.every((category) => category.status === "open")).toBe(true);
    const airlinesBefore = before.find((category) => category.industry === "Airlines")!;
    // The best airline prospect signs: it holds the category and is no longer a prospect.
    const best = airlinesBefore.topProspects[0]!;
    const holder = best.sponsorBrandId;

    const end = new Date(Date.now() + 200 * 86_400_000);
    await getDb()
      .insert(sponsorDeals)
      .values({
        eventBrandId: hundred,
        sponsorBrandId: holder,
        sponsorName: best.name,
        industry: "Airlines",
        sponsorshipLevel: "Official Airline",
        status: "Active",
        isExclusive: true,
        startDate: "2024-01-01",
        endDate: isoDay(end),
      });
    const after = await categoriesOf(hundred);
    const airlines = after.find((category) => category.industry === "Airlines")!;
    expect(airlines).toMatchObject({
      status: "taken",
      endsWithin18Months: true,
      renewalDate: isoDay(end),
      holders: [
        {
          sponsorBrandId: holder,
          name: best.name,
          level: "Official Airline",
          isExclusive: true,
          isSourced: false,
          term: `2024–${end.getUTCFullYear()}`,
        },
      ],
    });
    // In its renewal window the category still lists prospects, its holder left out.
    expect(airlines.topProspects.map((prospect) => prospect.sponsorBrandId)).not.toContain(holder);
  });

  it("draws at most 23 holders of a category and 12 deals of a holder on the property's page, and links to the rest", async () => {
    const hundred = await idOf(eventBrands, "The Hundred");
    const live = {
      industry: "Beer",
      status: "Active",
      startDate: "2024-01-01",
      endDate: "2030-12-31",
    };
    // 40 companies hold Beer; one of them by 30 deals.
    await getDb()
      .insert(sponsorDeals)
      .values([
        ...Array.from({ length: 40 }, (_, i) => ({
          ...live,
          eventBrandId: hundred,
          sponsorName: `Brewer ${String(i).padStart(2, "0")}`,
          sponsorshipLevel: "Official Beer",
        })),
        ...Array.from({ length: 29 }, (_, i) => ({
          ...live,
          eventBrandId: hundred,
          sponsorName: "Brewer 00",
          sponsorshipLevel: `Partner level ${i}`,
        })),
      ]);
    const res = await http(`/event-brands/${hundred}`, { cookie });
    expect(res.status).toBe(200);
    const html = String(res.body).replaceAll("<!-- -->", "");
    const drawn = new Set(html.match(/Brewer \d\d/g));
    expect(drawn.size).toBe(23);
    expect(html).toContain("Show 20 more holders");
    expect(html).toContain("17 more holders: ");
    expect(html).toContain(`href="/current-sponsors?eventBrandId=${hundred}&amp;search=Beer"`);
    expect(html).toContain("Show 10 more deals");
    expect(html).toContain("18 more deals: ");
    expect(html).toContain(
      `href="/current-sponsors?eventBrandId=${hundred}&amp;search=Brewer%2000"`,
    );
    expect(new Set(html.match(/Partner level \d+/g)).size).toBeLessThanOrEqual(12);
  });

  it("answers 404 for an unknown property", async () => {
    const res = await http("/api/event-brands/999999/categories", { cookie });
    expect(res.status).toBe(404);
  });

  it("answers 400 for an id that is not a positive whole number, and 401 without a session", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await http(`/api/event-brands/${id}/categories`, { cookie });
      expect([id, res.status]).toEqual([id, 400]);
      expect(res.body.error).toEqual(expect.any(String));
    }
    const anonymous = await http(
      `/api/event-brands/${await idOf(eventBrands, "LIV Golf")}/categories`,
    );
    expect(anonymous.status).toBe(401);
  });
});
