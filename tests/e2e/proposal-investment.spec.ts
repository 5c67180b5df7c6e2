import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { createShareLink } from "@/lib/server/proposals/share";
import { createProposalFixture } from "../support/proposals";
import { expect, expectAccessible, signInAs, test } from "./support/fixtures";

/**
 * A seller prices a proposal with one of the property's packages in the builder (the total and
 * the exclusivity show as they choose), saves it, and the sponsor's share page shows the
 * Investment without the floor the seller saw.
 */
test("a seller adds a package in the builder and the share page shows the Investment", async ({
  page,
  browser,
  member,
}) => {
  test.setTimeout(90_000);
  const fixture = await createProposalFixture({ ownerId: member.id, status: "draft" });
  const db = getDb();
  // The fixture's tier ("gold") is not on the scale a save checks; a real proposal's always is.
  const [proposal] = await db
    .update(sponsorProposals)
    .set({ tier: "Official Sponsor" })
    .where(eq(sponsorProposals.id, fixture.proposalId))
    .returning();
  const eventBrandId = proposal!.eventBrandId!;
  const [signs, suite] = await db
    .insert(inventoryAssets)
    .values([
      {
        eventBrandId,
        name: "Tee-box signage",
        category: "signage",
        unit: "per event",
        quantity: 8,
        listPriceCents: 40_000_00,
        floorPriceCents: 31_337_00,
      },
      {
        eventBrandId,
        name: "Hospitality suite",
        category: "hospitality",
        unit: "per event",
        quantity: 4,
        listPriceCents: 90_000_00,
      },
    ])
    .returning();
  const [pkg] = await db
    .insert(inventoryPackages)
    .values({
      eventBrandId,
      name: "Official Partner",
      priceCents: 750_000_00,
      termSeasons: 2,
      exclusiveCategory: "Non-Alcoholic Beverages",
    })
    .returning();
  await db.insert(inventoryPackageItems).values([
    { packageId: pkg!.id, assetId: signs!.id, quantity: 4 },
    { packageId: pkg!.id, assetId: suite!.id, quantity: 2 },
  ]);

  await signInAs(page, member);
  await page.goto(`/proposals/${fixture.proposalId}`);
  const editor = page.getByTestId("investment-editor");
  await editor.getByLabel("A package").check();
  await editor.getByRole("combobox", { name: "Package" }).click();
  await page.getByRole("option", { name: "Official Partner" }).click();
  await expect(editor.getByLabel("Price per season (USD)")).toHaveValue("750000");
  await expect(editor.getByLabel("Term (seasons)")).toHaveValue("2");
  await expect(editor.getByTestId("investment-total")).toContainText("$1,500,000");
  await expect(editor).toContainText("Category exclusivity in Non-Alcoholic Beverages");
  await editor.getByLabel("Price per season (USD)").fill("700000");
  await expect(editor.getByTestId("investment-total")).toContainText("$1,400,000");
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/proposals/${fixture.proposalId}`) &&
      response.request().method() === "PATCH",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);
  // The seller's own figures: the floor of 4 signs at the fixture's one event.
  await expect(page.getByTestId("investment-floor")).toContainText("floor $125,348 a season");
  await expectAccessible(page);

  const link = await createShareLink(
    fixture.proposalId,
    { expiresInDays: 7 },
    { id: member.id, username: member.username, role: "user" },
  );
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link.url as string);
  const summary = visitor.getByTestId("investment-summary");
  await expect(summary).toContainText("4 × Tee-box signage");
  await expect(summary).toContainText("2 × Hospitality suite");
  await expect(summary).toContainText("$700,000");
  await expect(summary).toContainText("$1,400,000");
  await expect(summary).toContainText("Category exclusivity in Non-Alcoholic Beverages");
  await expect(visitor.getByText(/floor|31,337|125,348/i)).toHaveCount(0);
  await expectAccessible(visitor);
  await context.close();
});
