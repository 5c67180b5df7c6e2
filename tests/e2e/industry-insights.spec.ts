import type { Page } from "@playwright/test";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";
import { clearSampleDeals } from "../support/db";

async function brandId(page: Page, name: string): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  return brands.find((b: { name: string }) => b.name === name).id;
}

/** Pick from the Industry dropdown (a native select, enabled once the page has hydrated). */
async function chooseIndustry(page: Page, name: string) {
  await page.getByLabel("Industry", { exact: true }).selectOption(name);
}

const industryCards = (page: Page) =>
  page.getByRole("list", { name: "Industries by sponsor count" }).getByRole("button");

test.describe("industry insights from the market's real deals", () => {
  // Insights count real deals only (never samples): the market's sourced deals give them figures.
  test.use({ marketDeals: true });
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("resolves the brand, selects the top industry and shows its figures, tabs and trends", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    await page.goto("/industry-insights");
    await expect(page).toHaveURL(`/industry-insights?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "Industry Insights" })).toBeVisible();
    await expect(page.getByText("Analyzing sponsorship trends for LIV Golf")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Event" })).toHaveAttribute(
      "href",
      `/event-brands/${liv}`,
    );

    const summaries = await (
      await page.request.get(`/api/industry-insights/summaries?eventBrandId=${liv}`)
    ).json();
    const [first, second] = summaries.summaries as Array<{
      industry: string;
      sponsorCount: number;
    }>;
    await expect(industryCards(page)).toHaveCount(5);
    await expect(industryCards(page).first()).toHaveAttribute("aria-pressed", "true");
    await expect(industryCards(page).first()).toContainText(`${first!.sponsorCount} sponsors`);
    await expect(page.getByRole("heading", { level: 2, name: first!.industry })).toBeVisible();
    await expect(page.getByText(/sample data/i)).toHaveCount(0);

    const insight = await (
      await page.request.get(
        `/api/industry-insights?eventBrandId=${liv}&industry=${encodeURIComponent(first!.industry)}`,
      )
    ).json();
    await expect(page.getByTestId("summary-value")).toHaveText([
      String(insight.totalSponsors),
      insight.averageDealValue === null
        ? "n/a"
        : `$${(insight.averageDealValue / 1e6).toFixed(1)}M`,
      /^[+-]?\d+\.\d%$|^n\/a$/,
    ]);
    // Wherever a value figure shows, so does how many deals carry a value, and the data's credit.
    expect(insight.coverage).toBe(
      `values reported for ${insight.valuedDeals} of ${insight.dealCount} deals`,
    );
    await expect(page.getByTestId("insight-coverage")).toHaveText(insight.coverage);
    await expect(page.getByTestId("industries-coverage")).toHaveText(summaries.coverage);
    await expect(page.getByTestId("summary-value").nth(1).locator("..")).toContainText(
      insight.coverage,
    );
    const credit = page.getByTestId("market-credit");
    await expect(credit).toHaveText(
      "Sourced deals: Behind the Jersey, https://github.com/Behind-the-Jersey/data (CC BY 4.0)",
    );
    await expect(
      credit.getByRole("link", { name: "https://github.com/Behind-the-Jersey/data" }),
    ).toHaveAttribute("href", "https://github.com/Behind-the-Jersey/data");
    const bars = page.getByTestId("year-bar");
    await expect(bars).toHaveCount(6);
    const heights = await bars.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().height),
    );
    expect(Math.max(...heights)).toBe(160);
    await expect(
      page.getByRole("list", { name: "Deal value distribution" }).getByRole("listitem"),
    ).toHaveCount(5);
    await expectAccessible(page);

    await page.getByRole("button", { name: /^View All Industries \(\d+\)/ }).click();
    await expect(industryCards(page)).toHaveCount(summaries.summaries.length);
    await page.getByRole("button", { name: "Show Top 5" }).click();
    await expect(industryCards(page)).toHaveCount(5);

    await industryCards(page).nth(1).click();
    await expect(page.getByRole("heading", { level: 2, name: second!.industry })).toBeVisible();
    await expect(industryCards(page).nth(1)).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("tab", { name: "Top Sponsors" }).click();
    const ranked = page.getByRole("tabpanel").getByRole("row");
    expect(await ranked.count()).toBeGreaterThan(1);
    await expect(page.getByRole("columnheader", { name: "Deals (last 3 years)" })).toBeVisible();

    await page.getByRole("tab", { name: "Trends" }).click();
    const trends = page.getByRole("tabpanel").getByRole("listitem");
    expect(await trends.count()).toBeGreaterThanOrEqual(3);
    await expect(trends.first()).toContainText(/Deal count|deals started|No new deals/);

    // The recent deals the API answers, each a row (or the note that there is none); a deal
    // without a known value reads "Not disclosed", never $0.
    const { recentDeals } = await (
      await page.request.get(
        `/api/industry-insights?eventBrandId=${liv}&industry=${encodeURIComponent(second!.industry)}`,
      )
    ).json();
    await page.getByRole("tab", { name: "Recent Deals" }).click();
    const recent = page.getByRole("tabpanel");
    if (recentDeals.length > 0) {
      await expect(recent.getByRole("row")).toHaveCount(recentDeals.length + 1);
    } else {
      await expect(recent.getByTestId("no-recent-deals")).toBeVisible();
    }
    await expect(recent).not.toContainText("$0");
    await expectAccessible(page);
    await page.getByRole("link", { name: "View All Deals" }).click();
    await expect(page).toHaveURL(/\/current-sponsors\?eventBrandId=\d+&search=/);
    await expect(page.getByLabel("Search sponsors")).toHaveValue(second!.industry);

    // The dropdown offers every industry and switches the figures.
    await page.goto(`/industry-insights?eventBrandId=${liv}`);
    await chooseIndustry(page, "Wine & Spirits");
    await expect(page.getByRole("heading", { level: 2, name: "Wine & Spirits" })).toBeVisible();
  });
});

test.describe("industry insights", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("says when there is no data, for the market and for one industry", async ({
    page,
    member,
  }) => {
    // The seed's sample history would fill every property: start from none.
    await clearSampleDeals();
    await signInAs(page, member);
    const sail = await brandId(page, "SailGP");
    await page.goto(`/industry-insights?eventBrandId=${sail}`);
    await expect(page.getByRole("heading", { name: "No deals on record yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeDisabled();
    await expectAccessible(page);

    const created = await page.request.post("/api/sponsor-deals", {
      data: {
        eventBrandId: sail,
        sponsorName: "Oracle",
        industry: "Technology & Software",
        sponsorshipLevel: "Title",
        status: "Active",
        value: 4_000_000,
        startDate: "2025-02-01",
      },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 2, name: "Technology & Software" }),
    ).toBeVisible();
    await expect(page.getByText(/sample data/i)).toHaveCount(0);
    await expect(page.getByTestId("summary-value")).toHaveText(["1", "$4.0M", "n/a"]);
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await page.getByRole("button", { name: "Refresh" }).click();

    await chooseIndustry(page, "Airlines");
    await expect(page.getByRole("heading", { name: "No data for Airlines" })).toBeVisible();
    await expect(
      page.getByText("No Airlines deals are on record yet, at SailGP or any other property"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Current Sponsors" })).toHaveAttribute(
      "href",
      `/current-sponsors?eventBrandId=${sail}`,
    );
  });

  test("an unknown brand shows the not-found state", async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto("/industry-insights?eventBrandId=999999");
    await expect(page.getByRole("heading", { name: "Event Brand Not Found" })).toBeVisible();
    await expect(page.getByText("The requested event brand could not be found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Event Brands" })).toHaveAttribute(
      "href",
      "/event-brands",
    );
  });
});

test.describe("industry insights before the page is ready", () => {
  test.use({ marketDeals: true });
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  // The page as it is before its JavaScript has loaded: the HTML (and the inline scripts that
  // reveal the streamed content) but none of the script chunks, so nothing hydrates. The
  // industry cards still choose an industry (a form request); what needs the script shows as
  // not ready.
  test("an industry card shows that industry's figures; the dropdown and Refresh wait", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    const summaries = await (
      await page.request.get(`/api/industry-insights/summaries?eventBrandId=${liv}`)
    ).json();
    const second = summaries.summaries[1].industry as string;
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.goto(`/industry-insights?eventBrandId=${liv}`);
    await expect(
      page.getByRole("heading", { level: 2, name: summaries.summaries[0].industry }),
    ).toBeVisible();
    await expect(page.getByLabel("Industry", { exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeDisabled();

    await industryCards(page).nth(1).click();
    await expect(page).toHaveURL(/[?&]industry=/);
    await expect(page.getByRole("heading", { level: 2, name: second })).toBeVisible();
    await expect(industryCards(page).nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("summary-value")).toHaveCount(3);
  });
});
