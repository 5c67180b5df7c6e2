import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
} from "@/lib/server/db/schema";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

/**
 * Two assets of LIV Golf and a package of them, written straight into the tables (the asset API
 * is another module's). Names of their own, so the test holds whatever the seed adds.
 */
async function setUp() {
  const db = getDb();
  const [brand] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  const liv = brand!.id;
  const [bibs, lounge] = await db
    .insert(inventoryAssets)
    .values([
      {
        eventBrandId: liv,
        name: "Caddie bib branding",
        category: "signage",
        unit: "per event",
        scope: "event",
        quantity: 6,
        listPriceCents: 20_000_00,
      },
      {
        eventBrandId: liv,
        name: "Members' lounge",
        category: "hospitality",
        unit: "per season",
        scope: "season",
        quantity: 2,
        listPriceCents: 150_000_00,
      },
    ])
    .returning({ id: inventoryAssets.id });
  const [pkg] = await db
    .insert(inventoryPackages)
    .values({
      eventBrandId: liv,
      name: "Fairway Partner",
      priceCents: 400_000_00,
      termSeasons: 2,
      exclusiveCategory: "Airlines",
    })
    .returning({ id: inventoryPackages.id });
  await db.insert(inventoryPackageItems).values([
    { packageId: pkg!.id, assetId: bibs!.id, quantity: 2 },
    { packageId: pkg!.id, assetId: lounge!.id, quantity: 1 },
  ]);
  return { liv, packageId: pkg!.id };
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test.describe("inventory packages", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a member reads the property's packages and one package", async ({ page, member }) => {
    const { liv, packageId } = await setUp();
    await signInAs(page, member);
    await page.goto(`/inventory/packages?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "Packages" })).toBeVisible();
    const fairway = row(page, "Fairway Partner");
    await expect(fairway).toContainText("$400,000");
    await expect(fairway).toContainText("2 seasons");
    await expect(fairway).toContainText("Airlines");
    // Members do not edit.
    await expect(page.getByText("New package")).toHaveCount(0);
    await expectAccessible(page);

    await fairway.getByRole("link", { name: "Fairway Partner" }).click();
    await expect(page).toHaveURL(`/inventory/packages/${packageId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Fairway Partner" })).toBeVisible();
    await expect(row(page, "Caddie bib branding")).toContainText("$20,000");
    await expect(row(page, "Members' lounge")).toContainText("1 a season");
    await expect(row(page, "Members' lounge")).toContainText("$150,000");
    await expect(page.getByRole("heading", { name: "Edit package" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an admin creates a package of two assets and edits a quantity", async ({ page, admin }) => {
    const { liv } = await setUp();
    await signInAs(page, admin);
    await page.goto(`/inventory/packages?eventBrandId=${liv}`);
    await page.getByText("New package").click();
    await page.getByLabel("Package name").fill("Clubhouse Partner");
    await page.getByLabel("Price per season").fill("250,000");
    await page.getByLabel("Term (seasons)").fill("3");
    await page.getByLabel("Category exclusivity").selectOption("Airlines");
    for (const asset of ["Caddie bib branding", "Members' lounge"]) {
      await page.getByLabel("Asset to add").selectOption({ label: asset });
      await page.getByRole("button", { name: "Add asset" }).click();
    }
    await page.getByLabel("Quantity of Caddie bib branding").fill("4");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create package" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Clubhouse Partner" })).toBeVisible();
    await expect(page).toHaveURL(/\/inventory\/packages\/\d+$/);
    await expect(row(page, "Caddie bib branding")).toContainText("4 at");
    await expect(page.getByText("$250,000").first()).toBeVisible();

    await page.getByLabel("Quantity of Members' lounge").fill("2");
    await page.getByRole("button", { name: "Save package" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(row(page, "Members' lounge")).toContainText("2 a season");
    await expect(row(page, "Members' lounge")).toContainText("$300,000");
    await expectAccessible(page);

    // A refusal shows the server's message and changes nothing.
    await page.getByLabel("Price per season").fill("-1");
    await page.getByRole("button", { name: "Save package" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "cannot be negative" })).toBeVisible();
  });
});
