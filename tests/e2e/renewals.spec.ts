import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  contractItems,
  contracts,
  eventBrands,
  inventoryAssets,
  sponsorBrands,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A signed LIV Golf contract with DP World ending in 45 days, selling two units of an asset. */
async function contractEndingSoon(ownerId: number) {
  const db = getDb();
  const [liv] = await db.select().from(eventBrands).where(eq(eventBrands.name, "LIV Golf"));
  const [sponsor] = await db.select().from(sponsorBrands).where(eq(sponsorBrands.slug, "dp-world"));
  const [asset] = await db
    .insert(inventoryAssets)
    .values({
      eventBrandId: liv!.id,
      name: "Renewal e2e sign",
      category: "signage",
      unit: "per season",
      scope: "season",
      quantity: 10,
      listPriceCents: 10_000_00,
    })
    .returning();
  const [deal] = await db
    .insert(sponsorDeals)
    .values({
      eventBrandId: liv!.id,
      sponsorName: sponsor!.name,
      industry: "Logistics",
      sponsorshipLevel: "Official Partner",
      status: "Active",
      createdBy: ownerId,
    })
    .returning();
  const [contract] = await db
    .insert(contracts)
    .values({
      dealId: deal!.id,
      sponsorBrandId: sponsor!.id,
      eventBrandId: liv!.id,
      startDate: day(-320),
      endDate: day(45),
      totalFeeCents: 800_000_00,
      createdBy: ownerId,
    })
    .returning();
  await db
    .insert(contractItems)
    .values({ contractId: contract!.id, assetId: asset!.id, quantity: 2 });
  return { livId: liv!.id, sponsorName: sponsor!.name, contractId: contract!.id };
}

test.describe("renewals", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("the Renewals page lists a contract ending soon and starts its renewal proposal", async ({
    page,
    admin,
  }) => {
    test.setTimeout(120_000);
    const fixture = await contractEndingSoon(admin.id);
    await signInAs(page, admin);
    await page.goto("/");
    // Renewals is a section of Contracts: the main entry, then its tab.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contracts" })
      .click();
    await page
      .getByRole("navigation", { name: "Contracts sections" })
      .getByRole("link", { name: "Renewals" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Renewals" })).toBeVisible();
    const card = page.getByTestId("renewal").filter({ hasText: fixture.sponsorName });
    await expect(card).toContainText("45 days to end");
    await expect(card).toContainText("No instalments");
    await expectAccessible(page);

    // The 90-day window still holds it (it ends in 45 days).
    await page.getByLabel("Ending within").selectOption({ label: "90 days" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/withinDays=90/);
    await expect(card).toBeVisible();

    await card.getByRole("button", { name: "Start renewal proposal" }).click();
    await expect(page).toHaveURL(/\/proposals\/\d+$/);
    await expect(page.getByTestId("renewal-of")).toContainText(`contract #${fixture.contractId}`);
    // Once drafted, the builder's title field holds the renewal's title.
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
      /renewal proposal/,
    );

    // Back on the page, the contract links to its open renewal proposal instead.
    await page.goto(`/renewals?eventBrandId=${fixture.livId}`);
    await expect(card.getByRole("link", { name: "Open renewal proposal" })).toBeVisible();
  });

  test("the revenue report shows the target an admin sets", async ({ page, admin }) => {
    test.setTimeout(120_000);
    const fixture = await contractEndingSoon(admin.id);
    await signInAs(page, admin);
    await page.goto(`/reports?eventBrandId=${fixture.livId}`);
    await page.getByRole("link", { name: "Revenue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Revenue" })).toBeVisible();
    const summary = page.getByTestId("revenue-summary");
    await expect(summary).toContainText("no target set");
    await page.getByLabel(/Target for/).fill("2000000");
    await page.getByRole("button", { name: "Save target" }).click();
    await expect(summary).toContainText("target");
    await expect(summary).not.toContainText("no target set");
    await expect(page.getByRole("meter", { name: "Contracted against target" })).toBeVisible();
    await expectAccessible(page);
  });
});
