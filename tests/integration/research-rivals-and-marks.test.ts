import { and, count, eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import { estimateReferenceCompany, readReferenceCompanies } from "@/lib/server/catalogue/companies";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import { composeMockup } from "@/lib/server/mockups/compose";
import type { SceneKey } from "@/lib/server/mockups/scenes/types";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { referenceData } from "@/lib/server/seed/reference-companies";
import { createTestUser, resetDatabase } from "../support/db";
import { BASE_URL, http, signIn, waitForJob } from "../support/http";

/**
 * Deep research names a sponsor's real rivals, and mockups show a brand's real mark, end to end
 * over HTTP with the offline provider and the server's own worker. The catalogue holds the
 * alphabetically first listed companies of each industry, as the full reference data does.
 */

let cookie: string;
let liv: number;

/** The first listed companies of an industry by name, as the reference seed stores them. */
function firstListedCompanies(industry: string, take: number) {
  return readReferenceCompanies()
    .map((company) => ({ company, estimate: estimateReferenceCompany(company) }))
    .filter(({ estimate }) => estimate.industry === industry && estimate.profile)
    .sort((a, b) => a.company.name.localeCompare(b.company.name))
    .slice(0, take);
}

const FIRST_AUTOMOTIVE = firstListedCompanies("Automotive", 20);
const FIRST_WATCHES = firstListedCompanies("Luxury & Watches", 20);

const idOf = async (slug: string) =>
  (
    await getDb()
      .select({ id: sponsorBrands.id })
      .from(sponsorBrands)
      .where(eq(sponsorBrands.slug, slug))
  )[0]!.id;

async function research(sponsorId: number) {
  const submitted = await http("/api/jobs/deep-research", {
    cookie,
    json: { sponsorId, eventContext: liv },
  });
  expect(submitted.status).toBe(202);
  expect((await waitForJob(submitted.body.jobId, cookie)).status).toBe("completed");
  const detail = await http(`/api/sponsor-brands/${sponsorId}`, { cookie });
  return detail.body.data.deepResearch.competitiveSponsorship as {
    summary: string;
    competitors: { name: string; sponsorships: string[] }[];
  };
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const db = getDb();
  await db.insert(sponsorBrands).values(
    [...FIRST_AUTOMOTIVE, ...FIRST_WATCHES].map(({ company, estimate }) => ({
      name: company.name,
      industry: estimate.industry,
      country: company.country,
      marketCapBand: company.marketCapBand,
      source: "reference",
      profile: estimate.profile,
      data: { reference: referenceData(company) },
    })),
  );
  liv = (
    await db
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.name, "LIV Golf"))
  )[0]!.id;
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
});

describe("deep research competitors", () => {
  it("are Mercedes-Benz's real rivals with their deals, not the industry's first names", async () => {
    const mercedes = await idOf("mercedes-benz");
    const result = await research(mercedes);
    const names = result.competitors.map((competitor) => competitor.name);
    expect(names[0]).toBe("BMW");
    const bmw = result.competitors[0]!;
    expect(bmw.sponsorships).toContain("BMW PGA Championship (DP World Tour)");
    for (const { company } of FIRST_AUTOMOTIVE) expect(names).not.toContain(company.name);
    expect(names).not.toContain("Mercedes-Benz");
  });

  it("count who sponsors golf over every Automotive brand on file, and name them", async () => {
    const mercedes = await idOf("mercedes-benz");
    const { summary } = await research(mercedes);
    const [counted] = await getDb()
      .select({ total: count() })
      .from(sponsorBrands)
      .where(and(eq(sponsorBrands.industry, "Automotive"), ne(sponsorBrands.id, mercedes)));
    const golfers = catalogueSponsors().filter(
      (entry) =>
        entry.industry === "Automotive" &&
        entry.slug !== "mercedes-benz" &&
        entry.profile.sportsSponsorships.some((deal) => deal.sport === "golf"),
    );
    expect(golfers.length).toBeGreaterThan(1);
    expect(summary).toMatch(
      new RegExp(
        `^${golfers.length} of the ${counted!.total} other Automotive brands on file are known to sponsor golf: `,
      ),
    );
    expect(summary).toContain("BMW (");
    expect(summary).not.toMatch(/None of/);
  });

  it("are Omega's fellow watchmakers, not the first listed luxury companies", async () => {
    const result = await research(await idOf("omega"));
    const names = result.competitors.map((competitor) => competitor.name);
    expect(names).toHaveLength(5);
    for (const { company } of FIRST_WATCHES) expect(names).not.toContain(company.name);
    const curated = new Set(
      catalogueSponsors()
        .filter((entry) => entry.industry === "Luxury & Watches")
        .map((entry) => entry.name),
    );
    for (const name of names) expect(curated.has(name)).toBe(true);
  });
});

describe("mockups of a brand with a real mark", () => {
  it("show the mark, not the initials the app drew for the brand", async () => {
    // Added by a user: the sponsor's own logo is the monogram drawn from its initials.
    const created = await http("/api/sponsor-brands", {
      cookie,
      json: {
        name: "Duolingo",
        website: "https://www.duolingo.com",
        industry: "Technology & Software",
      },
    });
    expect(created.status).toBe(201);
    const sponsorId: number = created.body.id;
    const sponsor = await http(`/api/sponsor-brands/${sponsorId}`, { cookie });
    const monogramUrl: string = sponsor.body.logo;
    expect(monogramUrl).toMatch(/\.svg$/);

    const ideas = await http("/api/jobs/activation", {
      cookie,
      json: { sponsorId, eventId: liv, count: 1 },
    });
    expect((await waitForJob(ideas.body.jobId, cookie)).status).toBe("completed");
    const [idea] = (await http(`/api/activations/${sponsorId}`, { cookie })).body;
    const submitted = await http("/api/jobs/mockup", { cookie, json: { activationId: idea.id } });
    expect((await waitForJob(submitted.body.jobId, cookie)).status).toBe("completed");

    const [mockup] = (await http(`/api/mockups?sponsorBrandId=${sponsorId}`, { cookie })).body;
    expect(mockup.details).toMatchObject({ logoSource: "sponsor" });
    expect(mockup.details.logoUrl).toMatch(/\/uploads\/logos\/sponsors\/mark-duolingo\.svg$/);

    // The picture is the scene with the mark, and not the scene with the initials tile.
    const bytes = async (url: string) =>
      Buffer.from(await (await fetch(`${BASE_URL}${url}`)).arrayBuffer());
    const image = await bytes(mockup.imageUrl);
    const composeWith = async (logoUrl: string) =>
      (
        await composeMockup({
          sceneKey: mockup.details.sceneKey as SceneKey,
          logoBytes: await bytes(logoUrl),
          logoSize: mockup.logoSize,
        })
      ).png;
    const pixels = async (png: Buffer) => sharp(png).raw().toBuffer();
    expect(
      (await pixels(image)).equals(await pixels(await composeWith(mockup.details.logoUrl))),
    ).toBe(true);
    expect((await pixels(image)).equals(await pixels(await composeWith(monogramUrl)))).toBe(false);
  });
});

describe("job views", () => {
  it("expect the offline provider's duration, well under a minute", async () => {
    const submitted = await http("/api/jobs/activation", {
      cookie,
      json: { sponsorId: await idOf("bmw"), eventId: liv, count: 1 },
    });
    expect(submitted.body.job.expectedSeconds).toBeLessThan(60);
    const job = await waitForJob(submitted.body.jobId, cookie);
    expect(job.expectedSeconds).toBe(submitted.body.job.expectedSeconds);
  });
});
