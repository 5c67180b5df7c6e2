import type { Page } from "@playwright/test";
import { dismissDevBanner, expect, expectToast, signInAs, test } from "./support/fixtures";

// The list views keep their filters, tab and page in the address (docs/product.md, "Addresses of
// list views"): Back and a shared link show the same view.

async function brandId(page: Page, name: string): Promise<number> {
  const brands: Array<{ id: number; name: string }> = await (
    await page.request.get("/api/event-brands")
  ).json();
  const brand = brands.find((b) => b.name === name);
  if (!brand) throw new Error(`No seeded brand ${name}`);
  return brand.id;
}

const tab = (page: Page, label: string) =>
  page.getByRole("tab", { name: new RegExp(`^${label} \\d+$`) });
const slider = (page: Page) => page.getByRole("slider", { name: "Minimum Match Percentage" });
const cardNames = (page: Page) =>
  page
    .getByRole("tabpanel")
    .getByRole("link", { name: /^View details of / })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));

test.describe("addresses of list views", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("discovery: filters, tab and page survive a visit to a sponsor and Back, and a shared link", async ({
    page,
    member,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    await page.goto(`/sponsor-discovery?eventBrandId=${liv}`);
    await expect(tab(page, "Excellent Matches")).toHaveAttribute("aria-selected", "true");

    // Keyboard: from the opened Industry Filter, Tab reaches the industries before Reset Filters.
    // The slider is drawn disabled until the page has hydrated (a value moved before would be lost).
    await expect(slider(page)).toBeEnabled();
    await slider(page).focus();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "5");
    await expect(page.getByRole("button", { name: "Reset Filters" })).toBeVisible();
    const trigger = page.getByRole("button", { name: "Industry Filter" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const checkboxes = page.getByRole("group", { name: "Industries" }).getByRole("checkbox");
    await expect(checkboxes.first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(checkboxes.first()).toBeFocused();
    await page.keyboard.press("Space");
    await expect(checkboxes.first()).toBeChecked();
    await expect(page).toHaveURL(/[?&]industries=/);
    await page.keyboard.press("Space");
    await expect(checkboxes.first()).not.toBeChecked();
    await expect(page).not.toHaveURL(/[?&]industries=/);
    // Reset Filters follows the last checkbox in the page's order.
    const resetAfterLast = await page.evaluate(() => {
      const boxes = document.querySelectorAll('fieldset [role="checkbox"]');
      const reset = [...document.querySelectorAll("button")].find(
        (button) => button.textContent?.trim() === "Reset Filters",
      );
      const last = boxes[boxes.length - 1];
      return Boolean(
        last && reset && last.compareDocumentPosition(reset) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(resetAfterLast).toBe(true);
    await trigger.click();

    // Sort by name, the All tab, page 2.
    await page.getByRole("combobox", { name: "Sort By" }).click();
    await page.getByRole("option", { name: "Name A-Z" }).click();
    await tab(page, "All").click();
    await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
    const pager = page.getByRole("tabpanel").getByRole("navigation", { name: "Pagination" });
    await expect(page.getByRole("region", { name: "Best-Fit Sponsors" })).toHaveAttribute(
      "aria-busy",
      "false",
    );
    const first = await cardNames(page);
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(pager.getByText(/^Showing 25–48 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/[?&]minMatch=5(&|$)/);
    await expect(page).toHaveURL(/[?&]sortBy=name(&|$)/);
    await expect(page).toHaveURL(/[?&]tab=all(&|$)/);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]eventBrandId=${liv}(&|$)`));
    // The pager moves at once; the cards once the page has arrived.
    await expect(page.getByRole("region", { name: "Best-Fit Sponsors" })).toHaveAttribute(
      "aria-busy",
      "false",
    );
    const shown = await cardNames(page);
    expect(shown).toHaveLength(24);
    expect(shown[0]).not.toBe(first[0]);
    const address = page.url();

    const expectSameView = async (view: Page) => {
      await expect(tab(view, "All")).toHaveAttribute("aria-selected", "true");
      await expect(slider(view)).toHaveAttribute("aria-valuenow", "5");
      await expect(view.getByRole("combobox", { name: "Sort By" })).toHaveText("Name A-Z");
      await expect(
        view.getByRole("tabpanel").getByRole("navigation", { name: "Pagination" }),
      ).toContainText(/Showing 25–48 of \d+/);
      await expect.poll(() => cardNames(view)).toEqual(shown);
    };

    // To a sponsor and Back.
    await page.getByRole("link", { name: shown[0]! }).click();
    await expect(page).toHaveURL(/\/sponsor-brands\/detail\/\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(address);
    await expectSameView(page);

    // Back once more undoes the page change (page 1 of the All tab).
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(
      page.getByRole("tabpanel").getByRole("navigation", { name: "Pagination" }),
    ).toContainText(/Showing 1–24 of \d+/);

    // The shared link in a new page.
    const other = await page.context().newPage();
    await other.goto(address);
    await expectSameView(other);
    await other.close();
  });

  test("sponsor grid: search, sort, order and page are in the address and rendered by the server", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/sponsor-brands");
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /View details of/ }) });
    await expect(cards).toHaveCount(12);
    await page.getByLabel("Sort by").selectOption("Name");
    await page.getByLabel("Order").selectOption("Descending");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/^Showing 13–24 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    await expect(page).toHaveURL(/[?&]order=desc(&|$)/);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    // The pager moves at once; the cards once the page has arrived.
    await expect(page.getByRole("main").locator('ul[aria-busy="true"]')).toHaveCount(0);
    const names = await cards.getByRole("heading").allTextContents();
    expect(names).toHaveLength(12);

    // The server renders the view the address names: its HTML already holds that page's cards.
    const plain = names.find((name) => /^[\w .-]+$/.test(name));
    expect(plain).toBeTruthy();
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(`>${plain}</h3>`);

    await page.getByLabel("Search").fill("golf");
    await expect(page).toHaveURL(/[?&]search=golf(&|$)/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await page.reload();
    await expect(page.getByLabel("Search")).toHaveValue("golf");
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
  });

  test("libraries: the event brand filter is in the address; Back undoes it", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    for (const path of ["/activations", "/mockups", "/research"]) {
      await page.goto(path);
      await page.getByLabel("Event brand").click();
      await page.getByRole("option", { name: "LIV Golf", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?eventBrandId=${liv}$`));
      await page.reload();
      await expect(page.getByLabel("Event brand")).toHaveText("LIV Golf");
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByLabel("Event brand")).toHaveText("All event brands");
    }
  });

  test("watchlist: a followed brand's note is saved from the dashboard", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const [rolex] = await (
      await page.request.get("/api/sponsor-brands?search=Rolex&pageSize=1")
    ).json();
    expect(
      (
        await page.request.post("/api/user-favorites", { data: { sponsorBrandId: rolex.id } })
      ).status(),
    ).toBe(201);
    await page.goto("/");
    await page.getByRole("button", { name: "Add note on Rolex" }).click();
    await page.getByLabel("Note on Rolex").fill("Renewal talks in March.");
    await page.getByRole("button", { name: "Save note" }).click();
    await expectToast(page, "Note saved");
    await expect(page.getByText("Renewal talks in March.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Renewal talks in March.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit note on Rolex" })).toBeVisible();
  });
});
