import type { Page } from "@playwright/test";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

async function brandId(page: Page, name: string): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  return brands.find((b: { name: string }) => b.name === name).id;
}

const rows = (page: Page) => page.getByTestId("asset-row");

test.describe("inventory", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a member reads LIV Golf's rate card by category, filters, searches and changes season", async ({
    page,
    member,
  }) => {
    // Eight page loads on a machine shared with other runs.
    test.setTimeout(120_000);
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    await page.goto(`/inventory?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Inventory" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Naming and title" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Other" })).toBeVisible();
    await expect(rows(page)).toHaveCount(22);
    const title = rows(page).filter({ hasText: "Event title rights" });
    await expect(title).toContainText("Exclusive");
    await expect(title).toContainText("$3,500,000");
    await expect(title).toContainText("Every event of the season");
    // Pricing guidance beside the list price: an estimate that opens onto its basis.
    const guidance = title.getByRole("group").filter({ hasText: "estimate" });
    await expect(guidance).toContainText(/\$[\d.]+[KM]?–\$[\d.]+[KM]? estimate/);
    await guidance.locator("summary").click();
    await expect(guidance).toContainText("One unit for the");
    await expect(guidance).toContainText("The list price stays yours to set.");
    await expect(page.getByRole("link", { name: "Packages" })).toBeVisible();
    // Members see no edit controls.
    await expect(page.getByRole("link", { name: "Add asset" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Hospitality" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=hospitality/);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 2, name: "Signage and branding" })).toHaveCount(
      0,
    );

    await page.getByLabel("Category", { exact: true }).selectOption({ label: "All categories" });
    await page.getByLabel("Search assets").fill("broadcast");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/q=broadcast/);
    await expect(rows(page)).toHaveText([/Broadcast billboard/, /Broadcast feature segment/]);

    await page.getByLabel("Available only").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/available=1/);
    await expect(rows(page)).toHaveCount(2);

    const seasons = page.getByRole("navigation", { name: "Seasons" });
    await seasons.getByRole("link", { name: "2025" }).click();
    await expect(page).toHaveURL(/season=2025/);
    await expect(seasons.getByRole("link", { name: "2025" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("columnheader", { name: "Availability in 2025" }).first(),
    ).toBeVisible();
    // The search is kept when the season changes.
    await expect(rows(page)).toHaveCount(2);
  });

  test("an admin adds an asset, edits it, and deletes it", async ({ page, admin }) => {
    test.setTimeout(120_000);
    await signInAs(page, admin);
    const sail = await brandId(page, "SailGP");
    await page.goto(`/inventory?eventBrandId=${sail}`);
    await page.getByRole("link", { name: "Add asset" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add asset" })).toBeVisible();
    await expectAccessible(page);
    // The form takes typing once the page is interactive.
    await expect(page.getByRole("button", { name: "Add asset" })).toBeEnabled();
    await page.getByLabel("Name", { exact: true }).fill("Wing branding");
    await page
      .getByLabel("Category", { exact: true })
      .selectOption({ label: "Signage and branding" });
    await page.getByLabel("Unit", { exact: true }).fill("per boat per event");
    await page.getByLabel("Quantity").fill("10");
    await page.getByLabel("List price").fill("90,000");
    await page.getByLabel("Floor price").fill("95000");
    await page.getByRole("button", { name: "Add asset" }).click();
    // The API's refusal, shown on the field.
    await expect(
      page.getByText("Floor price cannot be above the list price").first(),
    ).toBeVisible();
    await page.getByLabel("Floor price").fill("70000");
    await page.getByRole("button", { name: "Add asset" }).click();
    await expect(page).toHaveURL(`/inventory?eventBrandId=${sail}`);
    const wing = rows(page).filter({ hasText: "Wing branding" });
    await expect(wing).toContainText("$90,000");
    await expect(wing).toContainText("10 per event");

    await page.getByRole("link", { name: "Edit Wing branding" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Wing branding" })).toBeVisible();
    await expect(page.getByLabel("Floor price")).toHaveValue("70000");
    await expect(page.getByRole("button", { name: "Save asset" })).toBeEnabled();
    await page.getByLabel("List price").fill("120000");
    await page.getByRole("checkbox", { name: "Exclusive in its industry" }).check();
    await page.getByRole("button", { name: "Save asset" }).click();
    await expect(page).toHaveURL(`/inventory?eventBrandId=${sail}`);
    await expect(wing).toContainText("$120,000");
    await expect(wing).toContainText("Exclusive");

    await page.getByRole("link", { name: "Edit Wing branding" }).click();
    await page.getByRole("button", { name: "Delete asset" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL(`/inventory?eventBrandId=${sail}`);
    await expect(rows(page).filter({ hasText: "Wing branding" })).toHaveCount(0);
  });
});
