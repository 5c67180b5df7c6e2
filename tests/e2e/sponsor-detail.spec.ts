import type { Page } from "@playwright/test";
import {
  dismissDevBanner,
  expect,
  expectToast,
  holdJobReads,
  signInAs,
  test,
} from "./support/fixtures";

// Jobs run on the server's in-process worker with the offline provider.
const JOB_WAIT = { timeout: 30_000 };

async function sponsorId(page: Page, name: string): Promise<number> {
  const list = await (
    await page.request.get(`/api/sponsor-brands?search=${encodeURIComponent(name)}&pageSize=5`)
  ).json();
  const sponsor = list.find((s: { name: string }) => s.name === name);
  if (!sponsor) throw new Error(`No seeded sponsor ${name}`);
  return sponsor.id;
}

async function livId(page: Page): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  return brands.find((b: { name: string }) => b.name === "LIV Golf").id;
}

async function eventId(page: Page, name: string): Promise<number> {
  const events = await (
    await page.request.get(`/api/specific-events?eventBrandId=${await livId(page)}`)
  ).json();
  return events.find((e: { name: string }) => e.name === name).id;
}

async function runJob(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data });
  expect(response.status()).toBe(201);
  const { jobId } = await response.json();
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/jobs/${jobId}`)).json()).status,
      JOB_WAIT,
    )
    .toBe("completed");
}

/** The page is no wider than the phone. */
async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test.describe("the sponsor page", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("Back during deep research returns to the tab with the running job or its result", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const bmw = await sponsorId(page, "BMW");
    await page.goto(`/sponsor-brands/detail/${bmw}`);
    await expect(page).toHaveTitle(/BMW/);
    await page.getByRole("tab", { name: "Research" }).click();
    await expect(page).toHaveURL(/[?&]tab=research/);
    // The offline job may end before the page's first read of it: hold those reads until the
    // running state has been seen.
    const jobReads = await holdJobReads(page);
    await page.getByRole("button", { name: "Start deep research" }).click();
    await expect(page.getByRole("region", { name: "Deep research in progress" })).toBeVisible();
    await jobReads.release();

    await page.getByRole("link", { name: "Sponsor Brands" }).first().click();
    await expect(page).toHaveURL(/\/sponsor-brands(\?|$)/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]tab=research/);
    await expect(page.getByRole("tab", { name: "Research" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const empty = page.getByRole("heading", { name: "No deep research yet" });
    const running = page.getByRole("region", { name: "Deep research in progress" });
    const result = page.getByRole("heading", { name: "Target audience" });
    // From the first paint after Back until the result: never the empty state.
    await expect(running.or(result)).toBeVisible();
    await expect(empty).toBeHidden();
    await expect(result).toBeVisible(JOB_WAIT);
    await expect(empty).toBeHidden();

    // Back from another tab returns to the tab before it.
    await page.getByRole("tab", { name: "Visuals" }).click();
    await expect(page).toHaveURL(/[?&]tab=visuals/);
    await page.goBack();
    await expect(page.getByRole("tab", { name: "Research" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("ideas and mockups made for an event show it; a mockup can be starred", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const dpWorld = await sponsorId(page, "DP World");
    const riyadh = await eventId(page, "LIV Golf Riyadh");
    await page.goto(`/sponsor-brands/detail/${dpWorld}?specificEventId=${riyadh}&tab=activations`);
    await expect(page.getByText(/Ideas for DP World at LIV Golf Riyadh/)).toBeVisible();
    await page.getByRole("radio", { name: "1 idea" }).click();
    await page.getByRole("button", { name: "Generate ideas" }).click();
    await expectToast(page, "Activation Ideas Generated");
    const card = page.getByRole("article").first();
    await expect(card.getByText("Event: LIV Golf Riyadh")).toBeVisible(JOB_WAIT);
    await expect(card).toContainText("Riyadh");

    const [idea] = await (await page.request.get(`/api/activations/${dpWorld}`)).json();
    await runJob(page, "/api/jobs/mockup", { activationId: idea.id, logoSize: "large" });
    await page.getByRole("tab", { name: "Visuals" }).click();
    const mockup = page.getByRole("figure").first();
    await expect(mockup.getByText("Event: LIV Golf Riyadh")).toBeVisible();
    await expect(mockup).toContainText("Riyadh Golf Club");
    const star = mockup.getByRole("button", { name: /^Favorite / });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    const mockups = await (await page.request.get(`/api/mockups?sponsorBrandId=${dpWorld}`)).json();
    expect(mockups[0]).toMatchObject({ isFavorite: true, logoSize: "large" });
    await expect(page.getByLabel("Logo size")).toBeVisible();
  });

  test("the Research and Visuals tabs fit a 390 px phone", async ({ page, member }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, member);
    const rolex = await sponsorId(page, "Rolex");
    const liv = await livId(page);
    await runJob(page, "/api/jobs/deep-research", { sponsorId: rolex, eventContext: liv });
    await runJob(page, "/api/jobs/activation", { sponsorId: rolex, eventId: liv, count: 1 });
    const [idea] = await (await page.request.get(`/api/activations/${rolex}`)).json();
    await runJob(page, "/api/jobs/mockup", { activationId: idea.id });

    await page.goto(`/sponsor-brands/detail/${rolex}?tab=research`);
    await expect(page.getByRole("heading", { name: "Target audience" })).toBeVisible();
    await expectNoSideScroll(page);
    await page.goto(`/sponsor-brands/detail/${rolex}?tab=visuals`);
    await expect(page.getByRole("heading", { name: "Mockup gallery" })).toBeVisible();
    await expect(page.getByRole("figure").first()).toBeVisible();
    await expectNoSideScroll(page);
  });
});
