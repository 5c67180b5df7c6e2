import type { Page } from "@playwright/test";
import { dismissDevBanner, expect, signInAs, test } from "./support/fixtures";

async function brandId(page: Page, name: string): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  return brands.find((b: { name: string }) => b.name === name).id;
}

const industryCards = (page: Page) =>
  page.getByRole("list", { name: "Industries by sponsor count" }).getByRole("button");

test.describe("deals and insights keep their view in the address", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("current sponsors: the tab and the search come back with Back and a shared link", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    await page.goto(`/current-sponsors?eventBrandId=${liv}`);
    await expect(page.getByRole("tab", { name: /^All/ })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: /^Pending/ }).click();
    await expect(page).toHaveURL(/[?&]status=Pending(&|$)/);
    await page.getByRole("tab", { name: /^Expired/ }).click();
    await expect(page).toHaveURL(/[?&]status=Expired(&|$)/);
    // A tab change is a step Back undoes.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]status=Pending(&|$)/);
    await expect(page.getByRole("tab", { name: /^Pending/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await page.getByLabel("Search sponsors").fill("golf");
    await expect(page).toHaveURL(/[?&]search=golf(&|$)/);

    await page.goto(`/industry-insights?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "Industry Insights" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/status=Pending/);
    await expect(page.getByRole("tab", { name: /^Pending/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByLabel("Search sponsors")).toHaveValue("golf");

    // The same address in a fresh tab shows the same view, rendered by the server.
    const shared = await page.context().newPage();
    await shared.goto(`/current-sponsors?eventBrandId=${liv}&status=expired&search=golf`);
    await expect(shared.getByRole("tab", { name: /^Expired/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(shared.getByLabel("Search sponsors")).toHaveValue("golf");
    await shared.close();
  });
});

test.describe("insights keep their view in the address", () => {
  // Insights count real deals only: the market's sourced deals give them industries to choose.
  test.use({ marketDeals: true });
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("industry insights: the industry chosen comes back with Back and a shared link", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    const summaries = await (
      await page.request.get(`/api/industry-insights/summaries?eventBrandId=${liv}`)
    ).json();
    const [first, second, third] = summaries.summaries as Array<{ industry: string }>;
    await page.goto(`/industry-insights?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 2, name: first!.industry })).toBeVisible();

    await industryCards(page).nth(1).click();
    await expect(page.getByRole("heading", { level: 2, name: second!.industry })).toBeVisible();
    await expect(page).toHaveURL(industryInAddress(second!.industry));
    await industryCards(page).nth(2).click();
    await expect(page.getByRole("heading", { level: 2, name: third!.industry })).toBeVisible();
    // The view changes at once; the address follows a moment later. Back is pressed once the
    // third choice is a step in the history, as a person's Back would be.
    await expect(page).toHaveURL(industryInAddress(third!.industry));
    await page.goBack();
    await expect(page.getByRole("heading", { level: 2, name: second!.industry })).toBeVisible();
    await expect(industryCards(page).nth(1)).toHaveAttribute("aria-pressed", "true");

    await page.goto(`/current-sponsors?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "Current Sponsors" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 2, name: second!.industry })).toBeVisible();
    await expect(industryCards(page).nth(1)).toHaveAttribute("aria-pressed", "true");

    const shared = await page.context().newPage();
    await shared.goto(
      `/industry-insights?eventBrandId=${liv}&industry=${encodeURIComponent(third!.industry)}`,
    );
    await expect(shared.getByRole("heading", { level: 2, name: third!.industry })).toBeVisible();
    await shared.close();
  });
});

/** The address once `industry` is chosen (a space may be written as + or %20). */
function industryInAddress(industry: string): RegExp {
  const encoded = encodeURIComponent(industry).replace(/[.*()'!~]/g, "\\$&");
  return new RegExp(`[?&]industry=${encoded.replace(/%20/g, "(\\+|%20)")}`);
}
