import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands, specificEvents } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob as waitForJobDone } from "../support/http";

/** Real job types, run by the server's own in-process worker with the offline AI provider. */
let cookie: string;
let otherCookie: string;
let liv: number;
let riyadh: number;
let rolex: number;

const waitForJob = (id: string, as = cookie) => waitForJobDone(id, as);

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const db = getDb();
  liv = (
    await db
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.name, "LIV Golf"))
  )[0]!.id;
  riyadh = (
    await db
      .select({ id: specificEvents.id })
      .from(specificEvents)
      .where(eq(specificEvents.name, "LIV Golf Riyadh"))
  )[0]!.id;
  rolex = (
    await db
      .select({ id: sponsorBrands.id })
      .from(sponsorBrands)
      .where(eq(sponsorBrands.slug, "rolex"))
  )[0]!.id;
  const user = await createTestUser();
  const other = await createTestUser();
  cookie = await signIn(user.username, user.password);
  otherCookie = await signIn(other.username, other.password);
});

describe("jobs end to end (offline provider, in-process worker)", () => {
  it("deep research completes, stores every research field and records the engagement", async () => {
    const submitted = await http("/api/jobs/deep-research", {
      cookie,
      json: { sponsorId: rolex, eventContext: liv },
    });
    expect(submitted.status).toBe(202);
    expect(submitted.body.job.data).toMatchObject({
      sponsorName: "Rolex",
      eventBrandName: "LIV Golf",
    });
    const job = await waitForJob(submitted.body.jobId);
    expect(job).toMatchObject({
      status: "completed",
      progress: 100,
      result: { sponsorId: rolex, provider: "offline" },
    });
    expect(job.processingTime).toBeGreaterThan(0);
    const detail = await http(`/api/sponsor-brands/${rolex}?eventBrandId=${liv}`, { cookie });
    for (const field of [
      "overview",
      "targetAudience",
      "brandValues",
      "growthTrajectory",
      "strategicInitiatives",
      "currentMarketingFocus",
      "activationIdeas",
      "riskAssessment",
      "competitiveSponsorship",
      "optimalTimingToApproach",
      "predictedBudgetRange",
      "strengths",
      "considerations",
    ]) {
      expect(detail.body.data.deepResearch).toHaveProperty(field);
    }
    // The research is answered under data, as it is stored, not at the top level.
    expect(detail.body).not.toHaveProperty("deepResearch");
    expect(detail.body.data.lastDeepResearchDate).toBeTruthy();
    const progress = await http(`/api/sponsorships?eventBrandId=${liv}`, { cookie });
    expect(
      progress.body.find((p: { sponsorBrandId: number }) => p.sponsorBrandId === rolex),
    ).toMatchObject({ hasDeepResearch: true });
  });

  it("activation ideas (3), a mockup of one, and image variations", async () => {
    const ideas = await waitForJob(
      (
        await http("/api/jobs/activation", {
          cookie,
          json: { sponsorId: rolex, eventId: liv, count: 3 },
        })
      ).body.jobId,
    );
    expect(ideas.status).toBe("completed");
    const list = await http(`/api/activations/${rolex}`, { cookie });
    expect(list.body.length).toBeGreaterThanOrEqual(3);
    const activation = list.body[0];
    expect(activation).toMatchObject({
      sponsorBrandId: rolex,
      eventBrandId: liv,
      aiProvider: "offline",
    });

    const star = await http(`/api/activations/${activation.id}/favorite`, {
      method: "PUT",
      cookie,
      json: { isFavorite: true },
    });
    expect(star.body.isFavorite).toBe(true);
    const favorites = await http(`/api/activations/favorites?eventBrandId=${liv}`, { cookie });
    expect(favorites.body.map((a: { id: number }) => a.id)).toContain(activation.id);

    const mockup = await waitForJob(
      (await http("/api/jobs/mockup", { cookie, json: { activationId: activation.id } })).body
        .jobId,
    );
    expect(mockup.status).toBe("completed");
    const mockups = await http(`/api/mockups?sponsorBrandId=${rolex}`, { cookie });
    expect(mockups.body[0].imageUrl).toMatch(/^\/uploads\/mockups\/.+\.png$/);
    const image = await fetch(`${process.env.TEST_BASE_URL}${mockups.body[0].imageUrl}`);
    expect(image.headers.get("content-type")).toBe("image/png");

    const variations = await waitForJob(
      (
        await http("/api/jobs/image-variations", {
          cookie,
          json: { activationId: activation.id, count: 2 },
        })
      ).body.jobId,
    );
    expect(variations.status).toBe("completed");
    const images = await http(`/api/activations/${activation.id}/images`, { cookie });
    expect(images.body).toHaveLength(2);
    expect(images.body[0].isFeatured).toBe(true);

    const progress = await http(`/api/sponsorships?eventBrandId=${liv}`, { cookie });
    expect(
      progress.body.find((p: { sponsorBrandId: number }) => p.sponsorBrandId === rolex),
    ).toMatchObject({ hasBrandActivations: true, hasVisualMockups: true });
  });

  it("potential sponsors for an event are ranked recommendations with every field", async () => {
    const job = await waitForJob(
      (await http("/api/jobs/potential-sponsors", { cookie, json: { eventId: riyadh, limit: 5 } }))
        .body.jobId,
    );
    expect(job.status).toBe("completed");
    const recommendations = job.result.recommendations;
    expect(recommendations).toHaveLength(5);
    const scores = recommendations.map((r: { matchPercentage: number }) => r.matchPercentage);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const field of [
      "id",
      "name",
      "industry",
      "headquarters",
      "matchPercentage",
      "recommendedSponsorshipSize",
      "overview",
      "audienceAlignment",
      "localRelevance",
      "eventSpecificBenefits",
    ]) {
      expect(recommendations[0]).toHaveProperty(field);
    }
  });

  it("refuses missing rows and bad payloads at submission, and keeps jobs private", async () => {
    const missing = await http("/api/jobs/deep-research", {
      cookie,
      json: { sponsorId: 999999, eventContext: liv },
    });
    expect(missing.status).toBe(404);
    const noBrand = await http("/api/jobs/activation", { cookie, json: { sponsorId: rolex } });
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.error).toBe("No event brand specified for activation generation");
    const badCount = await http("/api/jobs/activation", {
      cookie,
      json: { sponsorId: rolex, eventId: liv, count: 4 },
    });
    expect(badCount.body.error).toBe("count must be 1, 3 or 5");
    const mine = (await http("/api/jobs/research", { cookie, json: { sponsorName: "Rolex" } })).body
      .jobId;
    expect((await http(`/api/jobs/${mine}`, { cookie: otherCookie })).status).toBe(404);
    expect(
      (await http(`/api/jobs/active`, { cookie: otherCookie })).body.some(
        (j: { id: string }) => j.id === mine,
      ),
    ).toBe(false);
    await waitForJob(mine);
  });

  it("research by an unknown name fails with a clear message, not a stuck job", async () => {
    const job = await waitForJob(
      (await http("/api/jobs/research", { cookie, json: { sponsorName: "No Such Brand Ltd" } }))
        .body.jobId,
    );
    expect(job.status).toBe("failed");
    expect(job.error).toBe('No sponsor brand named "No Such Brand Ltd"');
  });

  it("custom mockup logos and sponsor logos are checked by their bytes", async () => {
    const form = new FormData();
    form.append("logo", new Blob(["not an image"], { type: "image/png" }), "x.png");
    expect((await http(`/api/sponsor-brands/${rolex}/custom-logo`, { cookie, form })).status).toBe(
      415,
    );
    expect((await http(`/api/sponsor-brands/${rolex}/upload-logo`, { cookie, form })).status).toBe(
      415,
    );
    expect(
      (await http(`/api/sponsor-brands/${rolex}/custom-logo`, { method: "DELETE", cookie })).status,
    ).toBe(200);
  });
});
