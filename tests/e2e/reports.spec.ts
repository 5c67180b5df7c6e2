import type { Page } from "@playwright/test";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

async function setUp(page: Page) {
  const brands = await (await page.request.get("/api/event-brands")).json();
  const id = (name: string) => brands.find((b: { name: string }) => b.name === name).id as number;
  const sponsor = async (name: string) => {
    const list = await (
      await page.request.get(`/api/sponsor-brands?search=${encodeURIComponent(name)}`)
    ).json();
    return list.find((s: { name: string }) => s.name === name).id as number;
  };
  const liv = id("LIV Golf");
  const bmw = await sponsor("BMW");
  const rolex = await sponsor("Rolex");
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
  await page.request.put(`/api/sponsor-progresses/${bmw}`, {
    data: { currentStage: "negotiation", nextAction: "Agree the activation budget" },
  });
  return { liv, sail: id("SailGP"), bmw, rolex };
}

test.describe("reports", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("the pipeline report totals, rows and CSV download", async ({ page, member }) => {
    await signInAs(page, member);
    const { liv, bmw } = await setUp(page);
    await page.goto("/reports");
    await expect(page).toHaveURL(`/reports?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "Pipeline Report" })).toBeVisible();
    const tiles = page.locator("dl").first();
    await expect(tiles.getByText("Sponsors in play").locator("..")).toContainText("2");
    await expect(tiles.getByText("Partnership ready").locator("..")).toContainText("1");
    await expect(page.getByText(/sample deals from the seeded demo history/)).toBeVisible();

    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("BMW");
    await expect(rows.nth(1)).toContainText("100%");
    await expect(rows.nth(1)).toContainText("Negotiation");
    await expect(rows.nth(1)).toContainText("Agree the activation budget");
    await expect(rows.nth(2)).toContainText("Rolex");
    await expect(rows.nth(1).getByRole("link", { name: "BMW" })).toHaveAttribute(
      "href",
      `/sponsor/${bmw}/interactions`,
    );
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pipeline-liv-golf-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text.split("\r\n")[1]).toMatch(/^BMW,Automotive,100,Partnership Ready,Negotiation,/);
  });

  test("the engagement board groups sponsors by stage", async ({ page, member }) => {
    await signInAs(page, member);
    const { liv } = await setUp(page);
    await page.goto("/progress-demo");
    await expect(page).toHaveURL(`/progress-demo?eventBrandId=${liv}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Engagement Progress" }),
    ).toBeVisible();
    const ready = page.getByRole("region", { name: /Partnership Ready/ });
    await expect(ready.getByRole("link", { name: /BMW/ })).toBeVisible();
    const matching = page.getByRole("region", { name: /Match Analysis/ });
    await expect(matching.getByRole("link", { name: /Rolex/ })).toBeVisible();
    await expect(matching.getByText("Deep Research: Complete")).toBeVisible();
    await expect(page.getByRole("region", { name: /Visual Mockups/ })).toContainText(
      "No sponsors at this stage.",
    );
    await expectAccessible(page);
  });

  test("a property with nothing yet, and an unknown one", async ({ page, member }) => {
    await signInAs(page, member);
    const { sail } = await setUp(page);
    await page.goto(`/reports?eventBrandId=${sail}`);
    await expect(
      page.getByRole("heading", { name: "No sponsors in the pipeline yet" }),
    ).toBeVisible();
    await page.goto(`/progress-demo?eventBrandId=${sail}`);
    await expect(
      page.getByRole("heading", { name: "No sponsor engagement data available yet" }),
    ).toBeVisible();
    await page.goto("/reports?eventBrandId=999999");
    await expect(page.getByText("Event Brand Not Found")).toBeVisible();
  });

  test("with no event brand at all, each property page says so and links to add one", async ({
    page,
    admin: _seeded,
  }) => {
    const { resetDatabase, createTestUser } = await import("../support/db");
    await resetDatabase();
    await signInAs(page, await createTestUser({ username: "solo" }));
    for (const [path, title] of [
      ["/current-sponsors", "Current Sponsors"],
      ["/industry-insights", "Industry Insights"],
      ["/reports", "Pipeline Report"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { name: "No event brands yet" })).toBeVisible();
      await expect(page.getByRole("link", { name: "View All Event Brands" })).toHaveAttribute(
        "href",
        "/event-brands",
      );
    }
    await expectAccessible(page);
    await page.goto("/progress-demo");
    await expect(page.getByText("Add an event brand to track its sponsors.")).toBeVisible();
  });
});
