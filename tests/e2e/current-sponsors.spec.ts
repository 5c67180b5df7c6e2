import type { Page } from "@playwright/test";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { marketProperties, sponsorDeals } from "@/lib/server/db/schema";
import { clearSampleDeals, insertSupplierDeals } from "../support/db";

async function brandId(page: Page, name: string): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  return brands.find((b: { name: string }) => b.name === name).id;
}

/** The cards shown are of the current tab and search once the server has answered them. */
const settled = (page: Page) =>
  expect(page.getByRole("tabpanel")).toHaveAttribute("aria-busy", "false");

const statuses = async (page: Page) => {
  await settled(page);
  return page.getByRole("tabpanel").locator("[data-tone]").allTextContents();
};

test.describe("current sponsors", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("resolves the selected brand, then searches, filters by status and groups premium levels", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    await page.goto("/current-sponsors");
    await expect(page).toHaveURL(`/current-sponsors?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "Current Sponsors" })).toBeVisible();
    await expect(page.getByText("Viewing sponsors for LIV Golf")).toBeVisible();
    // Without the market data (this test's seed), LIV Golf has only its labelled sample deals.
    await expect(page.getByText("No sourced deals for LIV Golf yet")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Premium Sponsors/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Standard Sponsors/ })).toBeVisible();
    // Sample deals are read-only: no edit or delete on their cards.
    await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
    await expectAccessible(page);

    const premium = page.getByTestId("deal-card");
    const levels = await premium
      .locator("[data-slot=badge]")
      .filter({ hasText: /Sponsor$/ })
      .allTextContents();
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) expect(level).toMatch(/\b(Title|Presenting|Diamond)\b/);

    await page.getByRole("tab", { name: /^Pending/ }).click();
    expect(new Set(await statuses(page))).toEqual(new Set(["Pending"]));
    await page.getByRole("tab", { name: /^Expired/ }).click();
    expect(new Set(await statuses(page))).toEqual(new Set(["Expired"]));

    await page.getByRole("tab", { name: /^All/ }).click();
    await page.getByLabel("Search sponsors").fill("PRESENTING");
    await settled(page);
    await expect(page.getByRole("heading", { name: /^Standard Sponsors/ })).toHaveCount(0);
    const presenting = await premium
      .locator("[data-slot=badge]")
      .filter({ hasText: /Sponsor$/ })
      .allTextContents();
    expect(presenting.length).toBeGreaterThan(0);
    expect(new Set(presenting)).toEqual(new Set(["Presenting Sponsor"]));

    await page.getByLabel("Search sponsors").fill("golf equipment");
    await settled(page);
    const names = await page.getByRole("tabpanel").getByRole("article").count();
    expect(names).toBeGreaterThan(0);
    await expect(page.getByRole("tab", { name: /^All/ })).toHaveText(
      new RegExp(`^All\\s*${names}$`),
    );

    await page.getByLabel("Search sponsors").fill("no such sponsor");
    await expect(page.getByRole("heading", { name: "No sponsors found" })).toBeVisible();
    await expect(
      page.getByText("There are no sponsors matching your current filters."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Add New Sponsor" }).click();
    await expect(page.getByRole("dialog", { name: "Add Sponsor" })).toBeVisible();
  });

  test("an unknown brand shows the not-found state", async ({ page, member }) => {
    await signInAs(page, member);
    for (const id of ["424242", "abc"]) {
      await page.goto(`/current-sponsors?eventBrandId=${id}`);
      await expect(page.getByRole("heading", { name: "Event Brand Not Found" })).toBeVisible();
      await expect(page.getByText("The requested event brand could not be found.")).toBeVisible();
      await expect(page.getByRole("link", { name: "View All Event Brands" })).toHaveAttribute(
        "href",
        "/event-brands",
      );
    }
  });

  test("adds sponsors with the exclusivity warning, shows the clash on both cards, edits and deletes", async ({
    page,
    member,
  }) => {
    // The seed's sample history would fill every property: start from none.
    await clearSampleDeals();
    await signInAs(page, member);
    const sail = await brandId(page, "SailGP");
    await page.goto(`/current-sponsors?eventBrandId=${sail}`);
    await expect(page.getByRole("heading", { name: "No sponsors found" })).toBeVisible();

    await page.getByRole("button", { name: "Add Sponsor" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Sponsor" });
    await dialog.getByRole("button", { name: "Add Sponsor" }).click();
    await expect(dialog.getByText("Sponsor name is required")).toBeVisible();

    await dialog.getByRole("combobox", { name: "Sponsor", exact: true }).fill("gen");
    await page.getByRole("option", { name: /Genesis/ }).click();
    await expect(dialog.getByText("Linked to the sponsor catalogue")).toBeVisible();
    await expect(dialog.getByLabel("Industry")).toHaveText("Automotive");
    await dialog.getByLabel("Sponsorship level").fill("Title");
    await expect(
      dialog.getByRole("checkbox", { name: "Exclusive in its category" }),
    ).toBeDisabled();
    await dialog.getByLabel("Status").click();
    await page.getByRole("option", { name: "Active" }).click();
    await dialog.getByLabel("Deal value").fill("12,500,000");
    await dialog.getByLabel("Start date").fill("2026-01-01");
    await dialog.getByLabel("End date").fill("2025-12-31");
    await dialog.getByRole("button", { name: "Naming Rights" }).click();
    await dialog.getByRole("button", { name: "Add Sponsor" }).click();
    await expect(dialog.getByText("The end date cannot be before the start date")).toBeVisible();
    await dialog.getByLabel("End date").fill("2028-12-31");
    await dialog.getByRole("button", { name: "Add Sponsor" }).click();
    await expectToast(page, "Sponsor Added");
    const genesis = page.getByRole("article", { name: "Genesis" });
    await expect(genesis).toContainText("$12,500,000");
    await expect(genesis).toContainText("Jan 1, 2026 – Dec 31, 2028");
    await expect(genesis).toContainText("Title Sponsor");
    await expect(genesis).toContainText("Naming Rights");
    await expect(genesis.getByRole("link", { name: "View Sponsor Details" })).toHaveAttribute(
      "href",
      /^\/sponsor-brands\/detail\/\d+$/,
    );

    await page.getByRole("button", { name: "Add Sponsor" }).click();
    dialog = page.getByRole("dialog", { name: "Add Sponsor" });
    await dialog.getByRole("combobox", { name: "Sponsor", exact: true }).fill("Apex Motors");
    await dialog.getByLabel("Industry").click();
    await page.getByRole("option", { name: "Automotive" }).click();
    await dialog.getByLabel("Sponsorship level").fill("Official Partner");
    await dialog.getByLabel("Deal value").fill("2.5m");
    await dialog.getByRole("button", { name: "Add Sponsor" }).click();
    const warning = dialog.getByTestId("conflict-callout");
    await expect(warning).toContainText("Genesis holds Title rights in Automotive at SailGP.");
    await expectAccessible(page);
    await warning.getByRole("button", { name: "Cancel" }).click();
    await expect(warning).toHaveCount(0);
    await dialog.getByRole("button", { name: "Add Sponsor" }).click();
    await warning.getByRole("button", { name: "Save anyway" }).click();
    await expectToast(page, "Sponsor Added");

    await expect(genesis.getByTestId("conflict-callout")).toContainText(
      "Apex Motors has signed to sponsor SailGP in Automotive as Official Partner, which Title rights would exclude.",
    );
    const apex = page.getByRole("article", { name: "Apex Motors" });
    await expect(apex).toContainText("Official Partner");
    // A standard sponsor's compact card shows its value and dates too.
    await expect(apex.getByTestId("compact-deal-facts")).toHaveText(
      "$2,500,000 · Dates to be confirmed",
    );
    await expect(
      apex.getByRole("img", { name: /^Exclusivity conflict: Genesis holds Title rights/ }),
    ).toBeVisible();

    // View opens the full details of a compact card; edit from there.
    await apex.getByRole("button", { name: "View Apex Motors" }).click();
    const details = page.getByRole("dialog", { name: "Apex Motors" });
    await expect(details).toContainText("$2,500,000");
    await expect(details.getByTestId("conflict-callout")).toBeVisible();
    await details.getByRole("button", { name: "Edit Apex Motors" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Apex Motors" });
    await edit.getByLabel("Deal value").fill("3,000,000");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Sponsor Updated");
    await apex.getByRole("button", { name: "View Apex Motors" }).click();
    await expect(page.getByRole("dialog", { name: "Apex Motors" })).toContainText("$3,000,000");
    await page.keyboard.press("Escape");

    await genesis.getByRole("button", { name: "Delete Genesis" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Sponsor Deal?" });
    await expect(confirm).toContainText("This deletes Genesis's Title Sponsor deal with SailGP.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Sponsor Removed");
    await expect(genesis).toHaveCount(0);
    await expect(apex.getByRole("img", { name: /Exclusivity conflict/ })).toHaveCount(0);
  });

  test("a long history shows its first cards; Show more brings the next ones from the server", async ({
    page,
    member,
  }) => {
    await clearSampleDeals();
    await signInAs(page, member);
    const sail = await brandId(page, "SailGP");
    await insertSupplierDeals(sail, 50, { samples: 50 });
    try {
      await page.goto(`/current-sponsors?eventBrandId=${sail}`);
      const cards = page.getByTestId("compact-deal-facts");
      await expect(page.getByRole("heading", { name: "Standard Sponsors (50)" })).toBeVisible();
      await expect(cards).toHaveCount(24);
      await expect(page.getByText("All 50 deals on this page are sample data")).toBeVisible();
      await page.getByRole("button", { name: "Show 24 more of 26" }).click();
      await expect(cards).toHaveCount(48);
      await page.getByRole("button", { name: "Show 2 more of 2" }).click();
      await expect(cards).toHaveCount(50);
      await expect(page.getByRole("button", { name: /^Show \d+ more/ })).toHaveCount(0);
      // A search starts again from the first cards of what it finds.
      await page.getByLabel("Search sponsors").fill("supplier");
      await expect(cards).toHaveCount(24);
      await expect(page.getByRole("button", { name: "Show 24 more of 26" })).toBeVisible();
      await page.getByLabel("Search sponsors").fill("Supplier 4");
      await expect(cards).toHaveCount(10);
      await expect(page.getByRole("tab", { name: /^All/ })).toContainText("10");
    } finally {
      await getDb().delete(sponsorDeals).where(eq(sponsorDeals.eventBrandId, sail));
    }
  });
});

test.describe("current sponsors from the market's real deals", () => {
  test.use({ marketDeals: true });
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a covered property lists its real partners with sources, values as reported and the credit; an uncovered one says it has none", async ({
    page,
    member,
  }) => {
    // The data reports no value for LIV Golf's partners: one with a value is added here.
    const [league] = await getDb()
      .select({ id: marketProperties.id })
      .from(marketProperties)
      .where(eq(marketProperties.key, "league:liv-golf"));
    await getDb()
      .insert(sponsorDeals)
      .values({
        marketKey: "league:liv-golf|e2e-valued-partner",
        marketPropertyId: league!.id,
        sponsorName: "Valued Partner Co",
        sponsorshipLevel: "Official Partners",
        status: "Active",
        reportedProperty: "LIV Golf League",
        reportedFrom: "2026",
        startSeason: 2026,
        reportedValue: {
          amount: 10,
          currency: "GBP",
          unit: "m",
          per: "year",
          upTo: true,
          usdApprox: 13,
        },
        sourceName: "A press release",
        sourceUrl: "https://www.example.com/news/valued-partner",
        sourceDate: "2026-03-01",
      });
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    // The API lists no sample deal for a property the data covers.
    const deals = (await (
      await page.request.get(`/api/sponsor-deals?eventBrandId=${liv}`)
    ).json()) as Array<{ isSample: boolean; isSourced: boolean }>;
    expect(deals.length).toBeGreaterThan(50);
    expect(deals.filter((deal) => deal.isSample)).toEqual([]);

    await page.goto(`/current-sponsors?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { name: /^Premium Sponsors/ })).toBeVisible();
    await expect(page.getByText("Sample data", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("coverage-note")).toHaveCount(0);

    // A league partner: its tier words, no value reported, its source linked, read-only.
    const jcb = page.getByRole("article", { name: "JCB" });
    await expect(jcb).toContainText("Presenting Partner");
    await expect(jcb).toContainText("Value not disclosed");
    await expect(jcb).not.toContainText("$0");
    await expect(jcb.getByTestId("deal-source")).toHaveText("Source: livgolf.com, 25 Sep 2026");
    const link = jcb.getByRole("link", { name: "livgolf.com" });
    await expect(link).toHaveAttribute("href", "https://www.livgolf.com/partners");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);

    // The value a source reported, as reported, with its USD approximation; in the figures too.
    const valued = page.getByRole("article", { name: "Valued Partner Co" });
    await expect(valued).toContainText("up to £10 million per year (about $13 million)");
    await expect(valued.getByTestId("deal-source")).toHaveText("Source: example.com, 1 Mar 2026");
    await expect(page.getByTestId("value-coverage")).toHaveText(
      /^values reported for 1 of \d+ active deals$/,
    );
    await expect(page.getByText("$13,000,000", { exact: true })).toBeVisible();

    // A team's partner names the team it is with.
    await page.getByLabel("Search sponsors").fill("Castore");
    const castore = page.getByRole("article", { name: "Castore" });
    await expect(castore).toContainText("Partner · with Majesticks Golf Club");
    await expect(castore).toContainText("Value not disclosed · 2026");
    await expect(castore.getByTestId("deal-source")).toHaveText("Source: livgolf.com, 25 Sep 2026");

    const credit = page.getByTestId("market-credit");
    await expect(credit).toHaveText(
      "Sourced deals: Behind the Jersey, https://github.com/Behind-the-Jersey/data (CC BY 4.0)",
    );
    await expect(
      credit.getByRole("link", { name: "https://github.com/Behind-the-Jersey/data" }),
    ).toHaveAttribute("href", "https://github.com/Behind-the-Jersey/data");
    await expectAccessible(page);

    // The data does not cover The Hundred: the page says so, and its samples stay labelled.
    const hundred = await brandId(page, "The Hundred");
    await page.goto(`/current-sponsors?eventBrandId=${hundred}`);
    const note = page.getByTestId("coverage-note");
    await expect(note).toContainText("No sourced deals for The Hundred yet");
    await expect(note).toContainText("sample data");
    await expect(page.getByText("Sample data", { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("market-credit")).toHaveCount(0);
  });
});
