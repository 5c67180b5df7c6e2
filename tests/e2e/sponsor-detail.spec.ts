import type { Page } from "@playwright/test";
import { todayIso } from "@/lib/shared/dates";
import { eventChoiceLabel, eventsStillToCome } from "@/lib/shared/event-schedule";
import type { SpecificEvent } from "@/lib/shared/schemas/specific-event";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
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

async function livEvents(page: Page): Promise<SpecificEvent[]> {
  return (await page.request.get(`/api/specific-events?eventBrandId=${await livId(page)}`)).json();
}

async function runJob(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data });
  expect(response.status()).toBe(202);
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

  test("the event picker offers upcoming events; ideas for the chosen one name it", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const dpWorld = await sponsorId(page, "DP World");
    const upcoming = eventsStillToCome(await livEvents(page), todayIso());
    const next = upcoming[0]!;
    await page.goto(`/sponsor-brands/detail/${dpWorld}?tab=activations`);
    const picker = page.getByRole("combobox", { name: "Event" });
    // Opened from the sponsor list: the property as a whole.
    await expect(picker).toHaveText("Whole property (LIV Golf)");
    await expect(page.getByText("Ideas for DP World at LIV Golf,")).toBeVisible();
    await expectAccessible(page);

    // Upcoming events only, soonest first, each with its dates; ended ones are not offered.
    await picker.click();
    const options = page.getByRole("option");
    await expect(options).toHaveCount(1 + upcoming.length);
    await expect(options.nth(0)).toHaveText("Whole property (LIV Golf)");
    await expect(options.nth(1)).toHaveText(eventChoiceLabel(next));
    await options.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`[?&]specificEventId=${next.id}(&|$)`));
    await expect(page.getByText(`Ideas for DP World at ${next.name},`)).toBeVisible();

    await page.getByRole("radio", { name: "1 idea" }).click();
    await page.getByRole("button", { name: "Generate ideas" }).click();
    await expectToast(page, "Activation ideas are being generated");
    await expectToast(page, `For DP World at ${next.name}.`);
    await expectToast(page, `1 new idea for DP World at ${next.name}.`);
    const card = page.getByRole("article").first();
    await expect(card.getByText(`Event: ${next.name}`)).toBeVisible(JOB_WAIT);
    const [idea] = await (await page.request.get(`/api/activations/${dpWorld}`)).json();
    expect(idea.specificEventId).toBe(next.id);
  });

  test("the event choice survives reload and Back, and the Visuals and Proposal tabs share it", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const dpWorld = await sponsorId(page, "DP World");
    const next = eventsStillToCome(await livEvents(page), todayIso())[0]!;
    const label = eventChoiceLabel(next);
    await page.goto(`/sponsor-brands/detail/${dpWorld}?tab=activations`);
    const picker = page.getByRole("combobox", { name: "Event" });
    // The choice shows once the page is live (the select draws it in the browser).
    await expect(picker).toHaveText("Whole property (LIV Golf)");
    await picker.click();
    await page.getByRole("option", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]specificEventId=${next.id}(&|$)`));

    // A reload (and so a shared link) restores the choice.
    await page.reload();
    await expect(picker).toHaveText(label);
    // Choosing the whole property is a step Back undoes.
    await picker.click();
    await page.getByRole("option", { name: "Whole property (LIV Golf)" }).click();
    await expect(page).toHaveURL(/[?&]eventBrandId=\d+/);
    await expect(page).not.toHaveURL(/specificEventId=/);
    await expect(page.getByText("Ideas for DP World at LIV Golf,")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]specificEventId=${next.id}(&|$)`));
    await expect(picker).toHaveText(label);
    await expect(page.getByText(`Ideas for DP World at ${next.name},`)).toBeVisible();

    // The Visuals and Proposal tabs show the same choice; a proposal starts for that event.
    await page.getByRole("tab", { name: "Visuals" }).click();
    await expect(picker).toHaveText(label);
    await page.getByRole("tab", { name: "Proposal" }).click();
    await expect(picker).toHaveText(label);
    await page.getByRole("button", { name: "New proposal" }).click();
    await expect(page.getByRole("dialog").getByRole("combobox", { name: "Context" })).toHaveText(
      label,
    );
  });

  test("every tab is in view and reachable by keyboard on a 390 px phone", async ({
    page,
    member,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, member);
    const rolex = await sponsorId(page, "Rolex");
    await page.goto(`/sponsor-brands/detail/${rolex}`);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expectNoSideScroll(page);
    await expectAccessible(page);

    // From the open tab, the arrow keys reach every other one, the last included.
    await page.getByRole("tab", { name: "Overview" }).focus();
    for (const name of ["Research", "Activations", "Visuals", "Proposal"]) {
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name })).toBeFocused();
    }
    const proposal = page.getByRole("tab", { name: "Proposal" });
    await expect(proposal).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Proposals", exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Event" })).toBeVisible();
    await expectNoSideScroll(page);
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

test.describe("the sponsor page: current partners and track record", () => {
  // The market's sourced deals: LIV Golf's partners and the brands' golf deals elsewhere.
  test.use({ marketDeals: true });
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a LIV Golf partner is marked and lists its known deals with their sources", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const [liv, aramco] = [await livId(page), await sponsorId(page, "Aramco")];
    await page.goto(`/sponsor-brands/detail/${aramco}?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "Aramco" })).toBeVisible();
    await expect(page.getByText("Current partner", { exact: true })).toBeVisible();

    const known = page.getByRole("region", { name: "Known deals" });
    const deal = known.getByRole("listitem").filter({ hasText: /^LIV Golf/ });
    await expect(deal).toHaveCount(1);
    await expect(deal.getByText("Value not disclosed")).toBeVisible();
    await expect(deal.getByRole("link", { name: "livgolf.com" })).toHaveAttribute(
      "href",
      "https://www.livgolf.com/partners",
    );
    await expect(deal.getByText(/^Source: livgolf\.com, \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(known.getByText(/Behind the Jersey/)).toBeVisible();
    await expectAccessible(page);

    // For another property the brand is a prospect, not a partner.
    const brands = await (await page.request.get("/api/event-brands")).json();
    const hundred = brands.find((b: { name: string }) => b.name === "The Hundred").id;
    await page.goto(`/sponsor-brands/detail/${aramco}?eventBrandId=${hundred}`);
    await expect(page.getByText(/for The Hundred$/)).toBeVisible();
    await expect(page.getByText("Current partner", { exact: true })).toHaveCount(0);
  });

  test("a brand sponsoring golf elsewhere gives the reason, its property linked to the source", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const [liv, aldar] = [await livId(page), await sponsorId(page, "Aldar Properties")];
    await page.goto(`/sponsor-brands/detail/${aldar}?eventBrandId=${liv}`);
    const reason = page.getByRole("listitem").filter({ hasText: /^Sponsors 1 golf property: / });
    await expect(reason).toContainText("Sponsors 1 golf property: DP World Tour");
    await expect(reason.getByRole("link", { name: "DP World Tour" })).toHaveAttribute(
      "href",
      "https://www.europeantour.com/dpworld-tour/",
    );
    // Not LIV Golf's partner: no badge.
    await expect(page.getByText("Current partner", { exact: true })).toHaveCount(0);
  });
});
