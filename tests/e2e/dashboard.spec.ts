import type { Page } from "@playwright/test";
import { topMatches } from "@/lib/shared/dashboard-rules";
import type { SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

async function ids(page: Page) {
  const brands = await (await page.request.get("/api/event-brands")).json();
  const liv = brands.find((b: { name: string }) => b.name === "LIV Golf").id as number;
  const sponsor = async (name: string) => {
    const list = await (
      await page.request.get(`/api/sponsor-brands?search=${encodeURIComponent(name)}`)
    ).json();
    return list.find((s: { name: string }) => s.name === name).id as number;
  };
  return { liv, bmw: await sponsor("BMW"), rolex: await sponsor("Rolex") };
}

async function finished(page: Page, jobId: string) {
  await expect
    .poll(async () => (await (await page.request.get(`/api/jobs/${jobId}`)).json()).status, {
      timeout: 30_000,
    })
    .toBe("completed");
}

test.describe("dashboard", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a new user sees the greeting, the two cards and every empty state", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, Test/ })).toBeVisible();
    await expect(
      page.getByRole("link", { name: /Event Brands 4 properties to manage/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: /Specific Events 42 events of LIV Golf/ }),
    ).toBeVisible();
    // LIV Golf's best matches stop at 85%: none is over it, and the card says who is closest.
    await expect(page.getByRole("heading", { name: "No top matches yet" })).toBeVisible();
    await expect(page.getByText(/The closest today is (BMW|Genesis) at 85%\./)).toBeVisible();
    await expect(page.getByText("Follow sponsors to see news about them here.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your watchlist is empty" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No favorited activations yet" })).toBeVisible();
    await expect(page.getByText("No sponsor engagement data available yet")).toHaveCount(2);
    await expect(page.getByText(/^No research yet\. Generate insights/)).toBeVisible();
    await expectAccessible(page);
  });

  test("New Sponsors lists what people added, never the catalogue loaded at install", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/");
    const card = page.getByRole("heading", { name: "New Sponsors", level: 2 }).locator("../..");
    // The seed has just created the catalogue's brands, "now": none of them is new to anyone.
    await expect(card.getByRole("heading", { name: "No new sponsors" })).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveCount(0);

    const added = await page.request.post("/api/sponsor-brands", {
      data: { name: "Harbour Lights Brewing", industry: "Beer" },
    });
    expect(added.status()).toBe(201);
    await page.reload();
    await expect(card.getByRole("listitem")).toHaveCount(1);
    await expect(card.getByRole("listitem").first()).toContainText("Harbour Lights Brewing");
  });

  test("watchlist, news, favourites, engagement counters and AI recommendations fill in", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const { liv, bmw, rolex } = await ids(page);
    for (const id of [bmw, rolex]) {
      expect(
        (await page.request.post("/api/user-favorites", { data: { sponsorBrandId: id } })).status(),
      ).toBe(201);
    }
    await page.request.patch("/api/sponsor-engagements", {
      data: {
        sponsorBrandId: bmw,
        eventBrandId: liv,
        hasDeepResearch: true,
        hasMatchAnalysis: true,
        hasBrandActivations: true,
        hasVisualMockups: true,
      },
    });
    await page.request.patch("/api/sponsor-engagements", {
      data: { sponsorBrandId: rolex, eventBrandId: liv, hasDeepResearch: true },
    });
    const ideas = await page.request.post("/api/jobs/activation", {
      data: { sponsorId: bmw, eventId: liv, count: 1 },
    });
    expect(ideas.status()).toBe(202);
    await finished(page, (await ideas.json()).jobId);
    const [idea] = await (await page.request.get(`/api/activations?sponsorBrandId=${bmw}`)).json();
    await page.request.put(`/api/activations/${idea.id}/favorite`, { data: { isFavorite: true } });

    await page.goto("/");
    const watchlist = page.getByRole("heading", { name: "Your Watchlist" }).locator("../..");
    await expect(watchlist.getByRole("link", { name: /BMW/ })).toBeVisible();
    await expect(watchlist.getByRole("link", { name: /Rolex/ })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Sample item: what to watch at BMW" }),
    ).toBeVisible();
    await expect(page.getByText("Sponsorship implications:").first()).toBeVisible();

    const stats = page.getByRole("heading", { name: "Engagement Stats" }).locator("../..");
    await expect(stats.getByText("Active prospects")).toBeVisible();
    await expect(stats.locator("dd")).toHaveText(["2", "1", "1", "1"]);
    await expect(page.getByRole("progressbar", { name: "BMW engagement 100%" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Rolex engagement 25%" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(idea.title) })).toHaveAttribute(
      "href",
      `/sponsor-brands/detail/${bmw}?activation=${idea.id}`,
    );
    await expectAccessible(page);

    // Generate More Insights runs sponsor research for the next event and shows its result.
    await page.getByRole("button", { name: "Generate More Insights" }).click();
    await expectToast(page, "Research Started");
    await expect(page.getByText(/^Latest research for/)).toBeVisible({ timeout: 45_000 });
    // The property's match, named: the research was for one of its events.
    await expect(page.getByText(/\d+% match for LIV Golf · /).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate More Insights" })).toBeEnabled();

    // A property with matches over 85%: the top three, and the first two named in AI Recommendations.
    await page.getByRole("button", { name: /Current event context/ }).click();
    await page.getByRole("menuitem", { name: "The Hundred" }).click();
    await expect(page).toHaveURL("/");
    const top = page.getByRole("heading", { name: "Top Sponsor Matches" }).locator("../..");
    await expect(top.getByRole("listitem")).toHaveCount(3);
    await expect(top.getByRole("listitem").first()).toContainText("KFC");
    await expect(
      page.getByText(
        "KFC and McDonald's align closely with the audience and values of The Hundred. Partnerships with this level of fit see 30% higher engagement.",
      ),
    ).toBeVisible();
  });
});

test.describe("dashboard: current partners", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("Top Sponsor Matches and AI Recommendations leave the property's current partners out", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    // The Hundred has matches over 85% (LIV Golf has none today).
    const brands = await (await page.request.get("/api/event-brands")).json();
    const hundred = brands.find((b: { name: string }) => b.name === "The Hundred").id as number;
    const ranked = async (): Promise<
      Array<SponsorBrandSummary & { matchPercentage: number | null }>
    > =>
      (
        (await (
          await page.request.get(
            `/api/sponsor-brands?eventBrandId=${hundred}&sort=match&pageSize=30`,
          )
        ).json()) as SponsorBrandSummary[]
      ).map((s) => ({ ...s, matchPercentage: s.match?.matchPercentage ?? null }));
    // The property's best match becomes its partner: the user records a running deal with it.
    const [best] = topMatches(await ranked());
    expect(best).toBeDefined();
    const deal = await page.request.post("/api/sponsor-deals", {
      data: {
        eventBrandId: hundred,
        sponsorBrandId: best!.id,
        sponsorName: best!.name,
        industry: best!.industry,
        sponsorshipLevel: "Official Partner",
        status: "Active",
        value: 1_000_000,
        startDate: "2026-01-01",
        acknowledgeConflicts: true,
      },
    });
    expect(deal.status()).toBe(201);
    const now = await ranked();
    expect(now.find((s) => s.id === best!.id)?.isCurrentPartner).toBe(true);
    const prospects = topMatches(now.filter((s) => !s.isCurrentPartner));

    expect(prospects.length).toBeGreaterThan(0);

    await page.goto("/");
    await page.getByRole("button", { name: /Current event context/ }).click();
    await page.getByRole("menuitem", { name: "The Hundred" }).click();
    const card = page.getByRole("heading", { name: "Top Sponsor Matches" }).locator("../..");
    const links = card.getByRole("link");
    await expect(links).toHaveCount(prospects.length);
    const shown = await links.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("href")),
    );
    expect(shown).toEqual(
      prospects.map((s) => `/sponsor-brands/detail/${s.id}?eventBrandId=${hundred}`),
    );
    await expect(card.getByText(best!.name, { exact: true })).toHaveCount(0);
    // The recommendations' sentence names the best prospects, not the partner.
    const ai = page.locator('[data-help-title="AI Recommendations"]');
    await expect(ai.getByText(/align(s)? closely with the audience/)).toContainText(
      prospects[0]!.name,
    );
    await expect(ai.getByText(/align(s)? closely with the audience/)).not.toContainText(best!.name);
  });
});
