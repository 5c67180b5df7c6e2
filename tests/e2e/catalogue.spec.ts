import { and, eq, isNotNull, like } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { seedReferenceCompanies } from "@/lib/server/seed/reference-companies";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

// The fixture seeds the curated catalogue only; each test adds the largest listed companies once
// its database is ready (the `member` fixture resets and seeds it).
test.describe("listed companies in the catalogue", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a listed company's detail marks its estimated profile and names the source and its date", async ({
    page,
    member,
  }) => {
    await seedReferenceCompanies(getDb(), { limit: 200 });
    const [company] = await getDb()
      .select({ id: sponsorBrands.id, name: sponsorBrands.name })
      .from(sponsorBrands)
      .where(and(eq(sponsorBrands.source, "reference"), isNotNull(sponsorBrands.marketCapBand)))
      .limit(1);
    expect(company).toBeDefined();
    await signInAs(page, member);
    await page.goto(`/sponsor-brands/detail/${company!.id}?eventBrandId=1`);
    await expect(page.getByRole("heading", { name: company!.name, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Estimated profile: industry, budget, markets/)).toBeVisible();
    // No revenue is known for a listed company: the market-cap band shows as such.
    await expect(page.getByText("Market-cap band", { exact: true })).toBeVisible();
    await expect(page.getByText("Revenue", { exact: true })).toHaveCount(0);
    const source = page.getByTestId("sponsor-source");
    await expect(source).toContainText("Listed-companies reference data");
    await expect(source.getByRole("link", { name: /FinanceDatabase/ })).toBeVisible();
    await expect(source).toContainText(/data of \w{3} \d{1,2}, \d{4}/);
    await expect(page.getByText(/^Markets \(estimate\)/)).toBeVisible();
    await expectAccessible(page);
  });

  test("a brand simple-icons knows shows its real mark", async ({ page, member }) => {
    await seedReferenceCompanies(getDb(), { limit: 200 });
    const [marked] = await getDb()
      .select({ id: sponsorBrands.id, name: sponsorBrands.name, logo: sponsorBrands.logo })
      .from(sponsorBrands)
      .where(
        and(isNotNull(sponsorBrands.logo), like(sponsorBrands.logo, "%/logos/sponsors/mark-%")),
      )
      .limit(1);
    expect(marked).toBeDefined();
    await signInAs(page, member);
    await page.goto(`/sponsor-brands/detail/${marked!.id}`);
    await expect(page.getByRole("heading", { name: marked!.name, level: 1 })).toBeVisible();
    // The logo tile draws the stored mark (the initials only stand in when there is no image).
    await expect(page.locator('main img[src*="/logos/sponsors/mark-"]').first()).toBeVisible();
    const response = await page.request.get(marked!.logo!);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("<svg");
  });
});
