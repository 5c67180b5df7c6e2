import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

test.describe("sponsor brands", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("the grid pages, searches, sorts and follows; engagement cards say when there is no data", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/sponsor-brands");
    await expect(page.getByRole("heading", { name: "Sponsor Brands" })).toBeVisible();
    await expect(page.getByText(/^\d+ sponsors · matches for LIV Golf$/)).toBeVisible();
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /View details of/ }) });
    await expect(cards).toHaveCount(12);
    await expect(page.getByText(/^Showing 1–12 of \d+$/)).toBeVisible();
    await expect(page.getByText("No sponsor engagement data available yet").first()).toBeVisible();
    // The progress demo is a demo page: reachable from the admin menu, not from the product.
    await expect(page.getByRole("link", { name: "View Progress Demo" })).toHaveCount(0);
    await expectAccessible(page);

    const firstPage = await cards.first().getByRole("heading").textContent();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/^Showing 13–24 of \d+$/)).toBeVisible();
    await expect(cards.first().getByRole("heading")).not.toHaveText(firstPage ?? "");

    await page.getByLabel("Per page").selectOption("24");
    await expect(cards).toHaveCount(24);
    await expect(page.getByText(/^Showing 1–24 of \d+$/)).toBeVisible();

    await page.getByLabel("Search").fill("watch");
    await expect(page.getByRole("heading", { name: "Rolex" })).toBeVisible();
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();

    await page.getByLabel("Search").fill("");
    await page.getByLabel("Sort by").selectOption("Name");
    await expect(cards.first().getByRole("heading")).toHaveText(/^[0-9A]/);

    await page.getByLabel("Search").fill("Rolex");
    const rolex = cards.filter({ hasText: "Rolex" }).first();
    await rolex.getByRole("button", { name: "Follow Rolex" }).click();
    await expectToast(page, "You have added Rolex to your wishlist");
    await expect(rolex.getByRole("button", { name: "Unfollow Rolex" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("an empty search says No Sponsors Found Yet", async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto("/sponsor-brands");
    await page.getByLabel("Search").fill("zzzz-no-such-brand");
    await expect(page.getByText("No Sponsors Found Yet")).toBeVisible();
  });

  test("detail: breadcrumb, Overview with match, reasons and profile; edit=true opens the editor", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const list = await (
      await page.request.get("/api/sponsor-brands?search=Rolex&pageSize=1")
    ).json();
    const id = list[0].id;
    await page.goto(`/sponsor-brands/detail/${id}`);
    await expect(page.getByRole("heading", { name: "Rolex", level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: "Sponsor Brands" }),
    ).toHaveAttribute("href", "/sponsor-brands");
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (const tab of ["Research", "Activations", "Visuals"])
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    await expect(page.getByText(/How Rolex fits LIV Golf/)).toBeVisible();
    await expect(
      page.getByText(
        /^Tier: (Title Sponsor|Presenting Sponsor|Strategic Partner|Major Sponsor|Official Sponsor|Category Sponsor|Supporting Sponsor|Local Sponsor|Activation Partner|Supplier\/Service Provider)$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why this score" })).toBeVisible();
    const reasons = page
      .getByRole("heading", { name: "Why this score" })
      .locator("xpath=following-sibling::ul/li");
    expect(await reasons.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByText("Recent sponsorships")).toBeVisible();
    // Markets read as words: regions, then countries by name rather than by ISO code.
    const markets = page
      .locator("dt", { hasText: /^Markets$/ })
      .locator("xpath=following-sibling::dd");
    await expect(markets).toContainText("Europe");
    await expect(markets).toContainText("Switzerland, United States");
    await expect(markets).not.toContainText(/\b(CH|US)\b/);
    await expectAccessible(page);

    await page.goto(`/sponsor-brands/detail/${id}?edit=true`);
    await expect(page.getByRole("dialog", { name: "Edit Rolex" })).toBeVisible();
    // Closing with unsaved changes asks first; declining keeps the editor and its text.
    await page.getByRole("dialog").getByLabel("Headquarters").fill("Geneva, CH");
    let asked = "";
    page.once("dialog", (prompt) => {
      asked = prompt.message();
      return prompt.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => asked).toBe("You have unsaved changes. Discard them?");
    await expect(page.getByRole("dialog", { name: "Edit Rolex" })).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("Headquarters")).toHaveValue("Geneva, CH");
    await page.getByRole("dialog").getByLabel("Headquarters").fill("Geneva, Switzerland");
    await page.getByRole("dialog").getByRole("button", { name: "Save profile" }).click();
    await expectToast(page, "Rolex has been saved; its matches are recomputed.");
    await expect(page).toHaveURL(`/sponsor-brands/detail/${id}`);
  });

  test("stray links redirect to the detail page; bad ids show Sponsor Brand Not Found", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const list = await (
      await page.request.get("/api/sponsor-brands?search=Omega&pageSize=1")
    ).json();
    const id = list[0].id;
    await page.goto(`/sponsor-brands/${id}?source=discovery`);
    await expect(page).toHaveURL(`/sponsor-brands/detail/${id}?source=discovery`);
    await page.goto(`/sponsor-detail/${id}`);
    await expect(page).toHaveURL(`/sponsor-brands/detail/${id}`);
    await expect(page.getByRole("heading", { name: "Omega", level: 1 })).toBeVisible();
    for (const bad of ["0", "abc", "999999"]) {
      await page.goto(`/sponsor-brands/detail/${bad}`);
      await expect(page.getByRole("heading", { name: "Sponsor Brand Not Found" })).toBeVisible();
      await expect(page.getByText(`We couldn't find a sponsor with ID ${bad}.`)).toBeVisible();
    }
  });

  test("Research New Sponsor creates a brand that is matched at once", async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto("/sponsor-brands");
    await page.getByRole("link", { name: "Research New Sponsor" }).click();
    await expect(page).toHaveURL(/\/add-sponsor\?eventBrandId=\d+$/);
    await page.getByRole("button", { name: "Add Sponsor" }).click();
    await expect(page.getByText("Sponsor name is required")).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill("Fairway Coffee Co");
    await page.getByRole("checkbox", { name: "Europe" }).check();
    await expect(page.getByText(/Still needed for a match score: budget band/)).toBeVisible();
    await page.getByLabel("Estimated yearly sports-sponsorship budget").click();
    await page.getByRole("option", { name: /^M:/ }).click();
    for (const age of ["25-34", "35-44"]) await page.getByRole("checkbox", { name: age }).check();
    await page.getByLabel("Gender mix").click();
    await page.getByRole("option", { name: "Balanced" }).click();
    await page.getByLabel("Income of the core customer").click();
    await page.getByRole("option", { name: "Upper middle" }).click();
    await page.getByRole("checkbox", { name: "Golf" }).check();
    await page.getByRole("checkbox", { name: "Performance" }).check();
    await page.getByRole("checkbox", { name: "Community" }).check();
    await expect(page.getByText(/Still needed for a match score/)).toHaveCount(0);
    await page.getByRole("button", { name: "Add Sponsor" }).click();
    await expect(page).toHaveURL(/\/sponsor-brands\/detail\/\d+\?eventBrandId=\d+$/);
    await expect(page.getByRole("heading", { name: "Fairway Coffee Co", level: 1 })).toBeVisible();
    await expect(page.getByText(/How Fairway Coffee Co fits LIV Golf/)).toBeVisible();
    await expect(page.getByText("Low confidence")).toHaveCount(0);
  });
});
