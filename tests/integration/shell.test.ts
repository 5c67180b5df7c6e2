import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, specificEvents, sponsorBrands } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob } from "../support/http";

let liv: number;
let rolex: number;

beforeEach(async () => {
  await resetDatabase();
  await seedDatabase();
  liv = (
    await getDb()
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.name, "LIV Golf"))
  )[0]!.id;
  rolex = (
    await getDb()
      .select({ id: sponsorBrands.id })
      .from(sponsorBrands)
      .where(eq(sponsorBrands.slug, "rolex"))
  )[0]!.id;
});

describe("alias addresses", () => {
  it("redirect temporarily to the sponsor detail page, keeping the query string", async () => {
    const cases: Array<[string, string]> = [
      [
        `/sponsor-brands/${rolex}?eventBrandId=${liv}`,
        `/sponsor-brands/detail/${rolex}?eventBrandId=${liv}`,
      ],
      [`/sponsor-detail/${rolex}?tab=research`, `/sponsor-brands/detail/${rolex}?tab=research`],
      [`/sponsor/${rolex}`, `/sponsor-brands/detail/${rolex}`],
      [`/sponsor/${rolex}/activations`, `/sponsor-brands/detail/${rolex}?tab=activations`],
    ];
    for (const [from, to] of cases) {
      const res = await http(from);
      expect({ from, status: res.status }).toEqual({ from, status: 307 });
      expect(
        new URL(res.headers.get("location")!, "http://x").pathname +
          new URL(res.headers.get("location")!, "http://x").search,
      ).toBe(to);
    }
    // The static pages beside the alias are not caught by it.
    const user = await createTestUser();
    const cookie = await signIn(user.username, user.password);
    expect((await http("/sponsor-brands/import", { cookie })).status).toBe(200);
  });
});

describe("the dashboard", () => {
  it("renders every panel on the server and greets a new user 'Welcome', a returning one 'Welcome back'", async () => {
    const user = await createTestUser({ username: "dana" });
    const cookie = await signIn(user.username, user.password);
    const follow = await http("/api/user-favorites", { cookie, json: { sponsorBrandId: rolex } });
    expect(follow.status).toBe(201);

    const first = await http<string>("/", { cookie });
    expect(first.status).toBe(200);
    const html = String(first.body);
    expect(html).toMatch(/>Welcome, \w+</);
    expect(html).not.toContain("Welcome back");
    // The watchlist panel's content is in the server's HTML (no request after hydration).
    expect(html).toMatch(/Your Watchlist[\s\S]*Rolex/);
    // The first-run checklist with the shared-workspace sentence.
    expect(html).toContain("Getting started");
    expect(html).toContain("shared with everyone");
    expect(html).toMatch(/data-step="discover" data-done="true"/);
    expect(html).toMatch(/data-step="research" data-done="false"/);
    // The panels' reads are in the hydration state under the definitions' keys.
    expect(html).toContain("brand-recommendations");
    expect(html).toContain("activation-library");

    const again = await signIn(user.username, user.password);
    const second = String((await http<string>("/", { cookie: again })).body);
    expect(second).toMatch(/>Welcome back, \w+</);

    // Dismissed, the checklist is left out.
    const dismissed = String(
      (await http<string>("/", { cookie: `${again}; pitchside-checklist-dismissed=1` })).body,
    );
    expect(dismissed).not.toContain("Getting started");
  });

  it("shows the recommended sponsors with the property's scores, as Top Sponsor Matches does", async () => {
    const user = await createTestUser();
    const cookie = await signIn(user.username, user.password);
    const [event] = await getDb()
      .select({ id: specificEvents.id })
      .from(specificEvents)
      .where(eq(specificEvents.eventBrandId, liv))
      .limit(1);
    const started = await http("/api/jobs/potential-sponsors", {
      cookie,
      json: { eventId: event!.id },
    });
    expect(started.status).toBe(202);
    expect((await waitForJob(started.body.jobId, cookie)).status).toBe("completed");

    const answer = await http(`/api/event-brands/${liv}/recommendations`, { cookie });
    expect(answer.status).toBe(200);
    const recommended: Array<{ id: number; matchPercentage: number }> =
      answer.body.latest.recommendations;
    expect(recommended.length).toBeGreaterThan(0);
    for (const item of recommended) {
      const detail = await http(`/api/sponsor-brands/${item.id}?eventBrandId=${liv}`, { cookie });
      expect({ id: item.id, match: item.matchPercentage }).toEqual({
        id: item.id,
        match: detail.body.matchDetail.matchPercentage,
      });
    }
  });
});
