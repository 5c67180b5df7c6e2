import type { Page } from "@playwright/test";
import { formatReportedDate } from "@/lib/shared/dates";
import type { OpenCategory } from "@/lib/shared/schemas/open-categories";
import { pngBytes } from "../support/images";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectHeadingsInOrder,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

test.describe("event brands", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("Manage Properties lists the brands with truncated descriptions; admins add one", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    await page.goto("/event-brands");
    await expect(page.getByRole("heading", { name: "Manage Properties" })).toBeVisible();
    const liv = page.getByRole("link", { name: /LIV Golf/ });
    // The 2025 season and its provisional copies in 2026 and 2027 (the seed rolls it forward).
    await expect(liv).toContainText("42 scheduled events");
    // The seeded description is longer than 100 characters: 97 characters and an ellipsis.
    await expect(liv).toContainText("backed by Saudi Arabia's Public Invest...");
    await expectAccessible(page);
    await expectHeadingsInOrder(page);

    await page.getByRole("button", { name: "Add Event Brand" }).click();
    const dialog = page.getByRole("dialog");
    const create = dialog.getByRole("button", { name: "Create Event Brand" });
    await expect(create).toBeDisabled();
    await dialog.getByLabel("Name").fill("   ");
    await dialog.getByLabel("Name").press("Enter");
    await expect(dialog.getByText("Event name is required")).toBeVisible();
    await expectToast(page, "Event name is required");
    await expect(create).toBeDisabled();
    await dialog.getByLabel("Name").fill("Asian Tour");
    await dialog.getByLabel("Website (optional)").fill("asiantour.com");
    await create.click();
    await expectToast(
      page,
      "Asian Tour has been created. You can now analyze sponsors for this event.",
    );
    await expect(page.getByRole("link", { name: /Asian Tour/ })).toBeVisible();
  });

  test("users see no Add button; an empty catalogue and a failed reload say so", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/event-brands");
    await expect(page.getByRole("button", { name: "Add Event Brand" })).toHaveCount(0);
    const { resetDatabase, createTestUser } = await import("../support/db");
    await resetDatabase();
    const again = await createTestUser({ username: "solo" });
    await page.context().clearCookies();
    await signInAs(page, again);
    await page.goto("/event-brands");
    await expect(page.getByText("No event brands found. Add one to get started.")).toBeVisible();
  });

  test("the error text appears when the list fails to load", async ({ page, admin }) => {
    await signInAs(page, admin);
    await page.goto("/event-brands");
    await page.route("**/api/event-brands", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            status: 503,
            contentType: "application/json",
            body: '{"error":"Database unavailable"}',
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Add Event Brand" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill("Refetch Tour");
    await page.getByRole("dialog").getByRole("button", { name: "Create Event Brand" }).click();
    await expect(
      page.getByText("Error loading event brands: API Error (503): Database unavailable"),
    ).toBeVisible();
  });

  test("brand detail: select, link cards, upcoming events, logo upload", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    await page.goto("/event-brands");
    await page.getByRole("link", { name: /SailGP/ }).click();
    await expect(page).toHaveURL(/\/event-brands\/\d+$/);
    await expect(page.getByRole("heading", { name: "SailGP" })).toBeVisible();
    const id = page.url().split("/").pop();
    await expect(page.getByText("0 scheduled events")).toBeVisible();
    await expect(page.getByText("No upcoming events scheduled.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule an Event" })).toHaveAttribute(
      "href",
      `/specific-events?eventBrandId=${id}&action=create`,
    );
    for (const [name, href] of [
      ["Discover Sponsors", `/sponsor-discovery?eventBrandId=${id}`],
      ["Match Analysis", `/sponsor-discovery?eventBrandId=${id}`],
      ["Current Sponsors", `/current-sponsors?eventBrandId=${id}`],
      ["Industry Insights", `/industry-insights?eventBrandId=${id}`],
    ]) {
      await expect(page.getByRole("link", { name: new RegExp(name!) })).toHaveAttribute(
        "href",
        href!,
      );
    }

    await page.getByRole("button", { name: "Select Brand" }).click();
    await expectToast(page, "Now working with SailGP");
    await expect(page.getByRole("button", { name: /Current event context/ })).toHaveAccessibleName(
      /SailGP/,
    );

    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectToast(page, "Please select an image file.");
    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await pngBytes(300, 150) });
    await expect(page.getByRole("img", { name: "Preview of the new logo" })).toBeVisible();
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expectToast(page, "The brand logo has been updated.");
    await expect(page.getByRole("img", { name: "Preview of the new logo" })).toHaveCount(0);
    // Served through the image optimizer at the tile's size: /_next/image?url=/uploads/logos/…
    await expect(page.getByRole("img", { name: "SailGP logo" }).locator("img")).toHaveAttribute(
      "src",
      /\/_next\/image\?url=%2Fuploads%2Flogos%2Fevent-brands%2F[^&]+&w=\d+/,
    );
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expectToast(page, "Please select an image to upload.");
    await expectAccessible(page);
    await expectHeadingsInOrder(page);
  });

  test("upcoming events show the next three and link to the whole schedule", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    const brands = await (await page.request.get("/api/event-brands")).json();
    const liv = brands.find((b: { name: string }) => b.name === "LIV Golf");
    const year = new Date().getFullYear() + 1;
    // Early January: before the seeded provisional season (it starts in February).
    for (const [name, start] of [
      ["Future Four", "-01-04"],
      ["Future One", "-01-01"],
      ["Future Three", "-01-03"],
      ["Future Two", "-01-02"],
    ]) {
      await page.request.post("/api/specific-events", {
        data: {
          name,
          startDate: `${year}${start}`,
          endDate: `${year}${start}`,
          eventBrandId: liv.id,
        },
      });
    }
    await page.goto(`/event-brands/${liv.id}`);
    const upcoming = page
      .getByRole("heading", { name: "Upcoming Events" })
      .locator("xpath=ancestor::*[@data-slot='card'][1]");
    await expect(upcoming.getByRole("listitem")).toHaveCount(3);
    await expect(upcoming.getByRole("listitem").first()).toContainText("Future One");
    await expect(upcoming.getByRole("listitem").last()).toContainText("Future Three");
    // 14 events of 2025, their provisional copies in 2026 and 2027, and these four.
    await upcoming.getByRole("link", { name: "View All 46 Events" }).click();
    await expect(page).toHaveURL(`/specific-events?eventBrandId=${liv.id}`);
  });

  test("an unknown brand shows the load error", async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto("/event-brands/999999");
    await expect(page.getByText("Error loading event brand")).toBeVisible();
    await expect(page.getByText("Event brand not found")).toBeVisible();
    await page.goto("/event-brands/not-a-number");
    await expect(page.getByText("Unknown error occurred")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test.describe("with the market's sourced deals", () => {
    test.use({ marketDeals: true });

    test("the category map: LIV Golf's sourced holders, open categories' prospects, renewal windows", async ({
      page,
      admin,
    }) => {
      test.setTimeout(180_000);
      await signInAs(page, admin);
      const liv = await brandId(page, "LIV Golf");
      const before = await categoriesOf(page, liv);

      // A user's deal ending in six months opens a renewal window in a category that was open.
      const signed = before.find(
        (category) => category.status === "open" && category.topProspects.length > 0,
      )!;
      const end = new Date(Date.now() + 182 * 86_400_000).toISOString().slice(0, 10);
      const created = await page.request.post("/api/sponsor-deals", {
        data: {
          eventBrandId: liv,
          sponsorBrandId: signed.topProspects[0]!.sponsorBrandId,
          industry: signed.industry,
          sponsorshipLevel: "Official Partner",
          status: "Active",
          isExclusive: true,
          value: 1_000_000,
          startDate: "2025-01-01",
          endDate: end,
        },
      });
      expect(created.status()).toBe(201);
      const categories = await categoriesOf(page, liv);
      const open = categories.filter((category) => category.status === "open");
      const taken = categories.filter((category) => category.status === "taken");
      const renewals = taken.filter((category) => category.endsWithin18Months);

      await page.goto(`/event-brands/${liv}`);
      const map = page.getByRole("region", { name: "Sponsorship categories" });
      await expect(map).toBeVisible();
      await expect(map.getByRole("link", { name: `${open.length} open` })).toHaveAttribute(
        "href",
        "#categories-open",
      );
      await expect(
        map.getByRole("link", {
          name: `${taken.length} taken (${renewals.length} in a renewal window)`,
        }),
      ).toBeVisible();
      // Open categories come first.
      await expect(map.getByRole("heading", { level: 3 }).first()).toHaveText(
        `Open (${open.length})`,
      );

      // A taken category: Aramco, a real partner, with its level and its source.
      const aramcoCategory = taken.find((category) =>
        category.holders.some((holder) => holder.name === "Aramco"),
      )!;
      const aramcoCard = map.getByRole("listitem", { name: aramcoCategory.industry, exact: true });
      await expect(aramcoCard).toContainText("Taken");
      const aramco = aramcoCard.getByRole("listitem").filter({ hasText: "Aramco" }).first();
      await expect(aramco).toContainText("Global Partners");
      const source = aramco.getByTestId("deal-source");
      await expect(source).toHaveText("Source: livgolf.com, 25 Sep 2026");
      await expect(source.getByRole("link", { name: "livgolf.com" })).toHaveAttribute(
        "href",
        "https://www.livgolf.com/partners",
      );
      await expect(map.getByTestId("market-credit")).toHaveText(
        "Sourced deals: Behind the Jersey, https://github.com/Behind-the-Jersey/data (CC BY 4.0)",
      );

      // The category the user's deal took: its holder, exclusive, and the renewal window's end.
      const signedCard = map.getByRole("listitem", { name: signed.industry, exact: true });
      await expect(signedCard).toContainText(`Renewal window: ends ${formatReportedDate(end)}`);
      await expect(signedCard).toContainText(signed.topProspects[0]!.name);
      await expect(signedCard).toContainText("Exclusive");
      await expect(signedCard).toContainText("Prospects for the renewal");

      // A company holding the category by many deals (the league's and its teams') is one holder;
      // the deals the card does not show open from the keyboard.
      const [crowded, busy] = taken
        .flatMap((category) => {
          const deals = category.holders.filter((holder) => holder.name === "New Era");
          return deals.length > 2 ? [[category, deals.length] as const] : [];
        })
        .at(0)!;
      const crowdedCard = map.getByRole("listitem", { name: crowded.industry, exact: true });
      const newEra = crowdedCard.getByRole("listitem").filter({ hasText: "New Era" }).first();
      await expect(newEra.getByText("New Era", { exact: true })).toHaveCount(1);
      // Up to 10 more open in place; past those, a link lists them all on Current Sponsors.
      const more = newEra.getByText(`Show ${Math.min(busy - 2, 10)} more deals`);
      const lastDeal = newEra.locator("details li").last();
      await expect(lastDeal).toBeHidden();
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(lastDeal).toBeVisible();
      await expect(lastDeal).toContainText(/Source: \S+/);
      await expectAccessible(page);

      // An open category's best prospects, each with its match, link to their detail.
      const target = open.find((category) => category.topProspects.length === 5)!;
      const openCard = map.getByRole("listitem", { name: target.industry, exact: true });
      await expect(openCard).toContainText("Open");
      const prospects = openCard.getByRole("list", { name: `Best prospects: ${target.industry}` });
      await expect(prospects.getByRole("listitem")).toHaveCount(5);
      const best = target.topProspects[0]!;
      await expect(prospects.getByRole("listitem").first()).toContainText(
        `${best.matchPercentage}% Match`,
      );
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await prospects.getByRole("link", { name: best.name, exact: true }).click();
      await expect(page).toHaveURL(
        `/sponsor-brands/detail/${best.sponsorBrandId}?eventBrandId=${liv}`,
      );
    });
  });

  test("the category map of a property without deals or market data: every category open", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const hundred = await brandId(page, "The Hundred");
    await page.goto(`/event-brands/${hundred}`);
    const map = page.getByRole("region", { name: "Sponsorship categories" });
    // Its sample deals are invented: they take no category.
    await expect(map).toContainText(
      "No live deal is recorded for The Hundred: every category is open.",
    );
    await expect(map).toContainText("No sourced market data covers The Hundred yet");
    await expect(map.getByText("0 taken")).toBeVisible();
    await expect(map.getByRole("heading", { name: /^Taken/ })).toHaveCount(0);
  });
});

async function brandId(page: Page, name: string): Promise<number> {
  const brands: { id: number; name: string }[] = await (
    await page.request.get("/api/event-brands")
  ).json();
  return brands.find((brand) => brand.name === name)!.id;
}

async function categoriesOf(page: Page, id: number): Promise<OpenCategory[]> {
  const res = await page.request.get(`/api/event-brands/${id}/categories`);
  expect(res.status()).toBe(200);
  return res.json();
}
