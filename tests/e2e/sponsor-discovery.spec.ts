import type { Page } from "@playwright/test";
import type { DiscoveryResult, SponsorMatch } from "@/lib/shared/schemas/sponsor";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

// Assertions compare the page with the API's own matches by relationship (bands, order, counts),
// never by exact percentages: the scoring may be recalibrated.
const EXCELLENT = 85;
const GOOD = 70;

async function brandId(page: Page, name: string): Promise<number> {
  const brands: Array<{ id: number; name: string }> = await (
    await page.request.get("/api/event-brands")
  ).json();
  const brand = brands.find((b) => b.name === name);
  if (!brand) throw new Error(`No seeded brand ${name}`);
  return brand.id;
}

async function eventId(page: Page, brand: number, name: string): Promise<number> {
  const events: Array<{ id: number; name: string }> = await (
    await page.request.get(`/api/specific-events?eventBrandId=${brand}`)
  ).json();
  const event = events.find((e) => e.name === name);
  if (!event) throw new Error(`No seeded event ${name}`);
  return event.id;
}

/** Every sponsor ranked for the context, best first, read page by page from the API. */
async function discovery(page: Page, query: string): Promise<SponsorMatch[]> {
  const sponsors: SponsorMatch[] = [];
  for (let number = 1; ; number++) {
    const response = await page.request.get(
      `/api/sponsor-discovery?${query}&minMatch=0&tab=all&pageSize=100&page=${number}`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as DiscoveryResult;
    sponsors.push(...body.sponsors);
    if (sponsors.length >= body.counts.all || body.sponsors.length === 0) return sponsors;
  }
}

/** Sponsors a tab shows on one page. */
const PAGE_SIZE = 24;

const tab = (page: Page, label: string) =>
  page.getByRole("tab", { name: new RegExp(`^${label} \\d+$`) });

async function tabCount(page: Page, label: string): Promise<number> {
  const name = (await tab(page, label).textContent()) ?? "";
  return Number(/(\d+)\s*$/.exec(name)?.[1] ?? NaN);
}

async function expectCounts(page: Page, sponsors: SponsorMatch[]) {
  const band = (min: number, under = Infinity) =>
    sponsors.filter((s) => s.matchPercentage >= min && s.matchPercentage < under).length;
  const expected = [band(EXCELLENT), band(GOOD, EXCELLENT), band(0, GOOD), sponsors.length];
  await expect
    .poll(async () =>
      Promise.all(
        ["Excellent Matches", "Good Matches", "Fair Matches", "All"].map((l) => tabCount(page, l)),
      ),
    )
    .toEqual(expected);
  const text =
    sponsors.length === 1
      ? "1 potential sponsor found."
      : `${sponsors.length} potential sponsors found.`;
  await expect(page.getByText(text)).toBeVisible();
}

type Card = { name: string; match: number };

/** The sponsor cards of the open tab: their names and overall match percentages. */
async function shownCards(page: Page): Promise<Card[]> {
  const panel = page.getByRole("tabpanel");
  const links = await panel
    .getByRole("link", { name: /^View details of / })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));
  const names = links.map((label) => label.replace(/^View details of /, ""));
  const badges = await panel.getByText(/^\d+% Match$/).allTextContents();
  return names.map((name, i) => ({ name, match: Number.parseInt(badges[i] ?? "", 10) }));
}

const isSortedBy = <T>(list: T[], compare: (a: T, b: T) => number) =>
  list.every((item, i) => i === 0 || compare(list[i - 1]!, item) <= 0);
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" });

/** Open a tab and wait until its first page of cards is drawn. */
async function openTab(page: Page, label: string) {
  await tab(page, label).click();
  await expect(tab(page, label)).toHaveAttribute("aria-selected", "true");
  await expectFirstPage(page, label);
}

async function expectFirstPage(page: Page, label: string) {
  const count = await tabCount(page, label);
  await expect(
    page.getByRole("tabpanel").getByRole("link", { name: /^View details of / }),
  ).toHaveCount(Math.min(count, PAGE_SIZE));
}

const slider = (page: Page) => page.getByRole("slider", { name: "Minimum Match Percentage" });

test.describe("sponsor discovery", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a brand context: banner, top matches, tabs with counts and every filter", async ({
    page,
    member,
  }) => {
    // Many steps, each waiting for the server's filtered answer; allow for a busy machine.
    test.setTimeout(120_000);
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    const all = await discovery(page, `eventBrandId=${liv}`);
    expect(all.length).toBeGreaterThan(6);
    await page.goto(`/sponsor-discovery?eventBrandId=${liv}`);

    await expect(page.getByText("CURRENT CONTEXT")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "LIV Golf" })).toBeVisible();
    await expect(page.getByText("Discovering ideal sponsors for this event brand")).toBeVisible();
    await expect(page.getByText("Specific Event", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Event Brand" })).toHaveAttribute(
      "href",
      `/event-brands/${liv}`,
    );

    // Context-Relevant Sponsors: the six best overall matches, best first.
    const top = page.getByRole("region", { name: "Context-Relevant Sponsors" });
    const topLinks = top.getByRole("link");
    await expect(topLinks).toHaveCount(6);
    const topMatches = (await topLinks.evaluateAll((links) =>
      links.map((link) => Number(/(\d+)% match$/.exec(link.getAttribute("aria-label") ?? "")?.[1])),
    )) as number[];
    const best = all.map((s) => s.matchPercentage).sort((a, b) => b - a);
    expect(topMatches).toEqual(best.slice(0, 6));
    await expect(top.getByText("Match Score").first()).toBeVisible();

    // Tabs: Excellent by default; counts follow the 50% default threshold and add up to All.
    await expect(page.getByRole("heading", { level: 2, name: "Best-Fit Sponsors" })).toBeVisible();
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "50");
    await expect(tab(page, "Excellent Matches")).toHaveAttribute("aria-selected", "true");
    await expectCounts(
      page,
      all.filter((s) => s.matchPercentage >= 50),
    );
    await expectAccessible(page);

    for (const [label, min, under] of [
      ["Excellent Matches", EXCELLENT, Infinity],
      ["Good Matches", GOOD, EXCELLENT],
      ["Fair Matches", 50, GOOD],
    ] as const) {
      await openTab(page, label);
      const cards = await shownCards(page);
      expect(cards.length).toBe(Math.min(PAGE_SIZE, await tabCount(page, label)));
      for (const card of cards) {
        expect(card.match).toBeGreaterThanOrEqual(min);
        expect(card.match).toBeLessThan(under);
      }
      expect(isSortedBy(cards, (a, b) => b.match - a.match)).toBe(true);
      if (cards.length === 0) await expect(page.getByText("No sponsors found")).toBeVisible();
      if (label === "Good Matches") await expectAccessible(page);
    }

    // The slider moves in steps of 5 and the counts follow it.
    await slider(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "55");
    await expectCounts(
      page,
      all.filter((s) => s.matchPercentage >= 55),
    );
    await page.keyboard.press("Home");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "0");
    // Page Up, and Shift with an arrow, move ten steps.
    await page.keyboard.press("PageUp");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "50");
    await page.keyboard.press("Shift+ArrowLeft");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "0");
    await expectCounts(page, all);

    // Industry filter: one industry narrows every count to it.
    const industry = all[0]!.industry!;
    await page.getByRole("button", { name: "Industry Filter" }).click();
    await page.getByRole("checkbox", { name: industry, exact: true }).check();
    await expectCounts(
      page,
      all.filter((s) => s.industry === industry),
    );
    await page.getByRole("checkbox", { name: industry, exact: true }).uncheck();
    await expectCounts(page, all);

    // Search: name or industry, ignoring case.
    const target = all[all.length - 1]!;
    await page.getByRole("searchbox", { name: "Search" }).fill(target.name.toUpperCase());
    const needle = target.name.toLowerCase();
    await expectCounts(
      page,
      all.filter(
        (s) =>
          s.name.toLowerCase().includes(needle) ||
          (s.industry ?? "").toLowerCase().includes(needle),
      ),
    );
    await openTab(page, "All");
    await expect(
      page.getByRole("tabpanel").getByRole("heading", { name: target.name }),
    ).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await expectCounts(page, all);

    // Sort: Name A-Z reads A to Z; Lowest First reverses it; Overall Match lowest first.
    // (The All tab shows the first page of every sponsor; an open select hides the page from the
    // role queries.)
    const sortedAll = (compare: (a: Card, b: Card) => number) =>
      expect
        .poll(async () => {
          const cards = await shownCards(page);
          const first = [...all]
            .map((s) => ({ name: s.name, match: s.matchPercentage }))
            .sort(compare)[0]!;
          return (
            cards.length === Math.min(all.length, PAGE_SIZE) &&
            isSortedBy(cards, compare) &&
            compare(first, cards[0]!) === 0
          );
        })
        .toBe(true);
    await page.getByRole("combobox", { name: "Sort By" }).click();
    await page.getByRole("option", { name: "Name A-Z" }).click();
    await sortedAll(byName);
    await page.getByRole("button", { name: "Lowest First" }).click();
    await expect(page.getByRole("button", { name: "Lowest First" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await sortedAll((a, b) => byName(b, a));
    await page.getByRole("combobox", { name: "Sort By" }).click();
    await page.getByRole("option", { name: "Overall Match" }).click();
    await sortedAll((a, b) => a.match - b.match);
    const lowest = (await shownCards(page))[0]!;
    expect(lowest.match).toBe(Math.min(...all.map((s) => s.matchPercentage)));

    // View All switches to the All tab; a card's View Details keeps the context.
    await openTab(page, "Excellent Matches");
    await page.getByRole("button", { name: `View All ${all.length} Sponsors` }).click();
    await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "All")).toBeFocused();
    await expectFirstPage(page, "All");
    // Pages: Next shows the following cards of the ranking (still Overall Match, Lowest First:
    // the exact reverse of the ranking).
    const pager = page.getByRole("tabpanel").getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByText(`Showing 1–${PAGE_SIZE} of ${all.length}`)).toBeVisible();
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(
      pager.getByText(`Showing ${PAGE_SIZE + 1}–${2 * PAGE_SIZE} of ${all.length}`),
    ).toBeVisible();
    await expect
      .poll(async () => (await shownCards(page)).map((card) => card.name))
      .toEqual(
        [...all]
          .reverse()
          .slice(PAGE_SIZE, 2 * PAGE_SIZE)
          .map((s) => s.name),
      );
    await pager.getByRole("button", { name: "Previous" }).click();
    await expect(pager.getByText(`Showing 1–${PAGE_SIZE} of ${all.length}`)).toBeVisible();
    const first = (await shownCards(page))[0]!;
    const sponsorId = all.find((s) => s.name === first.name)!.id;
    await expect(page.getByRole("link", { name: `View details of ${first.name}` })).toHaveAttribute(
      "href",
      `/sponsor-brands/detail/${sponsorId}?source=discovery&eventBrandId=${liv}`,
    );

    // The context is remembered as the newest recent context.
    const recent = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("recentEventContexts") ?? "[]"),
    );
    expect(recent[0]).toMatchObject({
      id: `event-brand-${liv}`,
      name: "LIV Golf",
      type: "event-brand",
    });
  });

  test("a search lands on the tab that holds its results; View All counts what the All tab shows", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    const all = await discovery(page, `eventBrandId=${liv}`);
    const found = (needle: string) =>
      all.filter(
        (s) =>
          s.matchPercentage >= 50 &&
          (s.name.toLowerCase().includes(needle) ||
            (s.industry ?? "").toLowerCase().includes(needle)),
      );
    // A sponsor whose search finds Good matches and no Excellent one (as "Mercedes" did).
    const target = all.find((s) => {
      const hits = found(s.name.toLowerCase());
      return (
        s.matchPercentage >= GOOD &&
        s.matchPercentage < EXCELLENT &&
        hits.every((hit) => hit.matchPercentage < EXCELLENT)
      );
    });
    if (!target) throw new Error("The catalogue has no Good match to search for");
    const hits = found(target.name.toLowerCase());
    await page.goto(`/sponsor-discovery?eventBrandId=${liv}`);
    await expect(tab(page, "Excellent Matches")).toHaveAttribute("aria-selected", "true");
    // View All names the sponsors the All tab shows under the filters (the 50% default).
    const passing = all.filter((s) => s.matchPercentage >= 50).length;
    await expect(page.getByText(`${passing} potential sponsors found.`)).toBeVisible();
    await expect(
      page.getByRole("button", { name: `View All ${passing} Sponsors`, exact: true }),
    ).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(target.name);
    await expect(tab(page, "Good Matches")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Excellent Matches")).toHaveText(/ 0$/);
    await expect(
      page.getByRole("tabpanel").getByRole("heading", { name: target.name, exact: true }),
    ).toBeVisible();
    await expect(page.getByText("No sponsors found")).toHaveCount(0);
    await expect(
      page.getByText(
        hits.length === 1
          ? "1 potential sponsor found."
          : `${hits.length} potential sponsors found.`,
      ),
    ).toBeVisible();
    // The address names no tab: a shared link lands on the same tab.
    await expect(page).not.toHaveURL(/[?&]tab=/);
    await page.reload();
    await expect(tab(page, "Good Matches")).toHaveAttribute("aria-selected", "true");

    // A tab chosen by hand stays, even an empty one.
    await tab(page, "Excellent Matches").click();
    await expect(tab(page, "Excellent Matches")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("No sponsors found")).toBeVisible();
  });

  test("a specific-event context wins over a brand and shows the event", async ({
    page,
    member,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    const riyadh = await eventId(page, liv, "LIV Golf Riyadh");
    await page.goto(`/sponsor-discovery?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 1, name: "LIV Golf" })).toBeVisible();
    // The heading is server-rendered; the context is remembered once the page has hydrated.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("recentEventContexts") ?? ""))
      .toContain(`event-brand-${liv}`);
    await page.goto(`/sponsor-discovery?eventBrandId=${liv}&specificEventId=${riyadh}`);

    await expect(page.getByRole("heading", { level: 1, name: "LIV Golf Riyadh" })).toBeVisible();
    // Scoped to the banner region: while the page streams, React can hold a hidden copy of the
    // server-rendered banner outside the main landmark, and plain text queries would see both.
    const banner = page.getByRole("region", { name: "LIV Golf Riyadh" });
    await expect(banner.getByText("Specific Event", { exact: true })).toBeVisible();
    await expect(banner.getByText("Riyadh Golf Club, Riyadh, Saudi Arabia")).toBeVisible();
    await expect(banner.getByText("Feb 6 – 8, 2025")).toBeVisible();
    await expect(banner.getByText("Finding sponsors for this specific event")).toBeVisible();
    await expect(banner.getByRole("link", { name: "Back to Event Details" })).toHaveAttribute(
      "href",
      `/specific-events/${riyadh}`,
    );
    await expectAccessible(page);
    await openTab(page, "All");
    const first = (await shownCards(page))[0]!;
    await expect(page.getByRole("link", { name: `View details of ${first.name}` })).toHaveAttribute(
      "href",
      new RegExp(`^/sponsor-brands/detail/\\d+\\?source=discovery&specificEventId=${riyadh}$`),
    );

    const recent = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("recentEventContexts") ?? "[]"),
    );
    expect(recent.map((entry: { id: string }) => entry.id)).toEqual([
      `specific-event-${riyadh}`,
      `event-brand-${liv}`,
    ]);
    expect(recent[0]).toMatchObject({ name: "LIV Golf Riyadh", type: "specific-event" });
  });

  test("Refresh Sponsors recomputes the matches", async ({ page, member }) => {
    await signInAs(page, member);
    const sail = await brandId(page, "SailGP");
    await page.goto(`/sponsor-discovery?eventBrandId=${sail}`);
    await expect(page.getByRole("heading", { level: 1, name: "SailGP" })).toBeVisible();
    await page.getByRole("button", { name: "Refresh Sponsors" }).first().click();
    await expectToast(page, "Sponsors Updated");
    await expect(page.getByRole("button", { name: "Refresh Sponsors" }).first()).toBeEnabled();
    await expect(
      page.getByRole("region", { name: "Context-Relevant Sponsors" }).getByRole("link"),
    ).toHaveCount(6);
  });

  test("unknown or malformed contexts show the not-found views", async ({ page, member }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    const notFound = async (path: string, title: string) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Event Brands" })).toHaveAttribute(
        "href",
        "/event-brands",
      );
      await expect(main.getByRole("link", { name: "Specific Events" })).toHaveAttribute(
        "href",
        "/specific-events",
      );
    };
    await notFound("/sponsor-discovery?eventBrandId=999999", "Event Brand Not Found");
    await expectAccessible(page);
    await notFound("/sponsor-discovery?eventBrandId=abc", "Event Brand Not Found");
    await notFound("/sponsor-discovery?specificEventId=999999", "Specific Event Not Found");
    // The event is looked up first, even next to a real brand.
    await notFound(
      `/sponsor-discovery?specificEventId=x1&eventBrandId=${liv}`,
      "Specific Event Not Found",
    );
  });

  test("no context: Missing Context, then the brand selected in this browser", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const sail = await brandId(page, "SailGP");
    // Not the default (LIV Golf): the user picks SailGP first.
    await page.goto(`/event-brands/${sail}`);
    await page.getByRole("button", { name: "Select Brand" }).click();
    await expect(page.getByRole("button", { name: "Selected" })).toBeVisible();
    await page.goto("/sponsor-discovery");
    await expectToast(page, "Missing Context");
    await expectToast(page, "Please select an event brand or specific event first");
    await expect(page).toHaveURL(`/sponsor-discovery?eventBrandId=${sail}`);
    await expect(page.getByRole("heading", { level: 1, name: "SailGP" })).toBeVisible();
  });

  test("no context and no brand at all: Context Required, recent contexts, then home", async ({
    page,
    admin: _seeded,
  }) => {
    const { resetDatabase, createTestUser } = await import("../support/db");
    await resetDatabase();
    const solo = await createTestUser({ username: "solo" });
    await signInAs(page, solo);
    await page.addInitScript(() => {
      localStorage.setItem(
        "recentEventContexts",
        JSON.stringify([
          { id: "specific-event-7", name: "Old Open", type: "specific-event", timestamp: 2 },
          { id: "event-brand-3", name: "Old League", type: "event-brand", timestamp: 1 },
        ]),
      );
    });
    await page.goto("/sponsor-discovery");
    await expectToast(page, "Missing Context");
    await expect(page.getByText("Context Required")).toBeVisible();
    const recent = page.getByRole("region", { name: "Recently Viewed" });
    await expect(recent.getByRole("link", { name: /Old Open/ })).toHaveAttribute(
      "href",
      "/sponsor-discovery?specificEventId=7",
    );
    await expect(recent.getByRole("link", { name: /Old League/ })).toHaveAttribute(
      "href",
      "/sponsor-discovery?eventBrandId=3",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^Event Brands/ })).toHaveAttribute(
      "href",
      "/event-brands",
    );
    await expect(main.getByRole("link", { name: /^Specific Events/ })).toHaveAttribute(
      "href",
      "/specific-events",
    );
    await expectAccessible(page);
    const started = Date.now();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

test.describe("sponsor discovery: current partners", () => {
  // LIV Golf's real partners (Aramco among them) come from the market's sourced deals.
  test.use({ marketDeals: true });
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a partner is not a prospect until 'Include current partners' is on, then it is marked", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    await page.goto(`/sponsor-discovery?eventBrandId=${liv}&minMatch=0&tab=all&search=Aramco`);
    await expect(page.getByText(/potential sponsors? found\.$/)).toBeVisible();
    const aramco = page.getByRole("tabpanel").locator('[data-help-title="Aramco"]');
    await expect(aramco).toHaveCount(0);
    await expect(page.getByText("Current partner", { exact: true })).toHaveCount(0);

    // Keyboard-reachable, and kept in the address like the other filters.
    const toggle = page.getByRole("checkbox", { name: "Include current partners" });
    await expect(toggle).not.toBeChecked();
    // Shown as not ready until the page is interactive, then one key press takes.
    await expect(toggle).toBeEnabled();
    await toggle.press("Space");
    await expect(toggle).toBeChecked();
    await expect(page).toHaveURL(/[?&]includeCurrentPartners=true/);
    // Enter does not toggle it (as with the browser's own checkbox); Space does, both ways.
    await toggle.press("Enter");
    await toggle.press("Space");
    await expect(toggle).not.toBeChecked();
    await expect(page).not.toHaveURL(/[?&]includeCurrentPartners=true/);
    await toggle.press("Space");
    await expect(toggle).toBeChecked();
    await expect(page).toHaveURL(/[?&]includeCurrentPartners=true/);
    await expect(aramco.getByText("Current partner", { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The top matches list the property's partners too, each said to be one.
    const top = page.getByRole("region", { name: "Context-Relevant Sponsors" });
    await page.goto(`/sponsor-discovery?eventBrandId=${liv}&includeCurrentPartners=true`);
    await expect(page.getByRole("checkbox", { name: "Include current partners" })).toBeChecked();
    const withPartners = (await (
      await page.request.get(
        `/api/sponsor-discovery?eventBrandId=${liv}&includeCurrentPartners=true`,
      )
    ).json()) as DiscoveryResult;
    const partnersOnTop = withPartners.top.filter((match) => match.isCurrentPartner);
    await expect(top.getByText("Current partner", { exact: true })).toHaveCount(
      partnersOnTop.length,
    );
    for (const partner of partnersOnTop) {
      await expect(
        top.getByRole("link", {
          name: new RegExp(`^${partner.name}, current partner, \\d+% match$`),
        }),
      ).toBeVisible();
    }

    // Off again: the partners leave the top matches.
    await page.goto(`/sponsor-discovery?eventBrandId=${liv}`);
    await expect(top.getByRole("link")).toHaveCount(6);
    await expect(top.getByText("Current partner", { exact: true })).toHaveCount(0);
  });
});
