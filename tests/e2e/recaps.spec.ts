import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, inventoryAssets, sponsorBrands } from "@/lib/server/db/schema";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

/**
 * A recap made from the contract's page (button, job, progress), opened, exported to PDF and shared
 * by link; the link opens the sponsor's page in a signed-out browser.
 */
test.describe("recaps", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("create a recap from the contract, export it to PDF and open its share link", async ({
    page,
    browser,
    admin,
  }) => {
    await signInAs(page, admin);
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
        name: "E2E recap post",
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
        startDate: "2032-01-01",
        endDate: "2032-12-31",
        totalFee: 100_000,
        items: [{ assetId: asset!.id, quantity: 3 }],
        instalments: [{ dueDate: "2032-01-15", amount: 100_000 }],
      },
    });
    expect(res.status()).toBe(201);
    const contract = (await res.json()) as { id: number };

    await page.goto(`/contracts/${contract.id}`);
    await page.getByRole("button", { name: "Create 2032 recap" }).click();
    const recapLink = page.getByRole("link", { name: "2032 season recap" });
    await expect(recapLink).toBeVisible();
    await expect(page.getByRole("list", { name: "Recaps" }).getByText("Ready")).toBeVisible();
    await recapLink.click();

    await expect(page.getByRole("heading", { name: "Value delivered (Estimate)" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "E2E recap post" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Export PDF" }).click();
    const download = page.getByRole("link", { name: "Download PDF" });
    await expect(download).toBeVisible();
    const file = await page.request.get((await download.getAttribute("href")) as string);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await page.getByRole("button", { name: "Create share link" }).click();
    const shared = page.getByTestId("recap-share-url");
    await expect(shared).toBeVisible();
    const url = (await shared.getAttribute("href")) as string;
    expect(new URL(url).pathname).toMatch(/^\/r\//);

    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const sponsorPage = await visitor.newPage();
    const response = await sponsorPage.goto(new URL(url).pathname);
    expect(response?.status()).toBe(200);
    await expect(
      sponsorPage.getByRole("heading", { name: "Value delivered (Estimate)" }),
    ).toBeVisible();
    await expect(sponsorPage.getByRole("button", { name: "Notifications" })).toHaveCount(0);
    await expectAccessible(sponsorPage);
    await visitor.close();
  });
});
