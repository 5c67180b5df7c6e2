import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { contracts, eventBrands, inventoryAssets, sponsorBrands } from "@/lib/server/db/schema";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

/**
 * The contract page: its terms, what was sold, an instalment moved on by the deal's owner, the
 * signed PDF uploaded and offered for download; a member reads it without the actions; a sample
 * contract says so.
 */
async function setUp(page: import("@playwright/test").Page) {
  const db = getDb();
  const [brand] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  const [sponsor] = await db.select({ id: sponsorBrands.id }).from(sponsorBrands).limit(1);
  const [asset] = await db
    .insert(inventoryAssets)
    .values({
      eventBrandId: brand!.id,
      name: "E2E social post",
      category: "digital",
      unit: "per post",
      scope: "season",
      quantity: 20,
      listPriceCents: 5_000_00,
    })
    .returning({ id: inventoryAssets.id });
  const res = await page.request.post("/api/contracts", {
    data: {
      eventBrandId: brand!.id,
      sponsorBrandId: sponsor!.id,
      startDate: "2031-01-01",
      endDate: "2031-12-31",
      totalFee: 250_000,
      items: [{ assetId: asset!.id, quantity: 6 }],
      instalments: [
        { dueDate: "2031-01-15", amount: 150_000 },
        { dueDate: "2031-07-15", amount: 100_000 },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; sponsorName: string };
}

test.describe("contracts", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("the owner invoices an instalment and uploads the signed PDF", async ({ page, admin }) => {
    await signInAs(page, admin);
    const contract = await setUp(page);
    await page.goto(`/contracts/${contract.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `${contract.sponsorName} contract` }),
    ).toBeVisible();
    await expect(page.getByText("$250,000").first()).toBeVisible();
    await expect(page.getByRole("cell", { name: "E2E social post" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Mark invoiced (instalment 1)" }).click();
    await expect(page.getByRole("button", { name: "Mark paid (instalment 1)" })).toBeVisible();

    await page.getByLabel("Signed contract (PDF)").setInputFiles({
      name: "signed.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("link", { name: "signed.pdf" })).toBeVisible();
  });

  test("a member reads it without actions; a sample contract is labelled", async ({
    page,
    admin,
    member,
  }) => {
    await signInAs(page, admin);
    const contract = await setUp(page);
    await getDb().update(contracts).set({ isSample: true }).where(eq(contracts.id, contract.id));
    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto(`/contracts/${contract.id}`);
    await expect(page.getByText("Sample contract")).toBeVisible();
    await expect(page.getByRole("button", { name: /Mark invoiced/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("Contracts in the navigation: the property's contracts, filtered; the section's tabs keep it lit", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    const contract = await setUp(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Contracts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contracts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contracts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const row = page
      .getByTestId("contracts-table")
      .getByRole("row", { name: new RegExp(contract.sponsorName) });
    await expect(row.first()).toContainText("$250,000");
    await expectAccessible(page);

    await page.getByLabel("Status").selectOption("cancelled");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByText("No contract matches these filters.")).toBeVisible();

    await page
      .getByRole("navigation", { name: "Contracts sections" })
      .getByRole("link", { name: "Fulfilment" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Fulfilment" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contracts" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The contract page counts what it must deliver: six posts in a season without events.
    await page.goto(`/contracts/${contract.id}`);
    const fulfilment = page.getByRole("region", { name: "Fulfilment" });
    await expect(fulfilment.getByText("Deliverables")).toBeVisible();
    await expect(fulfilment.locator("dd").first()).toHaveText("6");
  });
});
