import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

async function brandId(page: import("@playwright/test").Page, name: string): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  return brands.find((b: { name: string }) => b.name === name).id;
}

test.describe("event schedule", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("adds the selected brand to the address, groups by year, filters, sorts and remembers the view", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    await page.request.post("/api/specific-events", {
      data: {
        name: "LIV Golf Riyadh 2026",
        startDate: "2026-02-05",
        endDate: "2026-02-07",
        eventBrandId: liv,
      },
    });
    await page.goto("/specific-events");
    await expect(page).toHaveURL(`/specific-events?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { name: "Event Schedule" })).toBeVisible();
    // The seed rolls the 2025 season forward to 2026 and 2027 (provisional dates).
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "2025 (14)",
      "2026 (15)",
      "2027 (14)",
    ]);
    await expect(page.getByText("Feb 6 – 8, 2025")).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Sort order").click();
    await page.getByRole("option", { name: "Latest first" }).click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "2027 (14)",
      "2026 (15)",
      "2025 (14)",
    ]);
    await expect(page.getByRole("listitem").first()).toContainText(
      "LIV Golf Team Championship Michigan",
    );

    await page.getByLabel("Year").click();
    await page.getByRole("option", { name: "2026" }).click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["2026 (15)"]);

    await page.getByRole("radio", { name: "List view" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("table")).toHaveCount(3);
    expect(await page.evaluate(() => localStorage.getItem("eventViewMode"))).toBe("list");
    // The view toggles are one Tab stop: arrows move the focus round them, Space or Enter chooses.
    const listView = page.getByRole("radio", { name: "List view" });
    const cardView = page.getByRole("radio", { name: "Card view" });
    await expect(listView).toBeChecked();
    await expect(cardView).toHaveAttribute("tabindex", "-1");
    await listView.focus();
    await page.keyboard.press("ArrowRight");
    await expect(cardView).toBeFocused();
    await expect(listView).toBeChecked();
    await page.keyboard.press("Space");
    await expect(cardView).toBeChecked();
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.keyboard.press("ArrowLeft");
    await expect(listView).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(listView).toBeChecked();
    await expect(page.getByRole("table")).toHaveCount(3);
    await page.getByRole("link", { name: "View LIV Golf Riyadh 2026" }).click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole("heading", { name: "LIV Golf Riyadh 2026" })).toBeVisible();
  });

  test("Add Event: defaults to today, shows the server's message, then creates and refreshes", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const sail = await brandId(page, "SailGP");
    await page.goto(`/specific-events?eventBrandId=${sail}&action=create`);
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    await expect(dialog).toBeVisible();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    await expect(dialog.getByLabel("Start date")).toHaveValue(today);
    await expect(dialog.getByLabel("End date")).toHaveValue(today);
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Failed to create event");
    await expectToast(page, "Event name is required");

    await dialog.getByLabel("Event name").fill("Sydney Sail Grand Prix");
    await dialog.getByLabel("Start date").fill("2027-02-20");
    await dialog.getByLabel("End date").fill("2027-02-19");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expect(dialog.getByText("The end date cannot be before the start date")).toBeVisible();

    await dialog.getByLabel("End date").fill("2027-02-21");
    await dialog.getByLabel("Venue").fill("Sydney Harbour");
    await dialog.getByLabel("Country").fill("Australia");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Event created");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`/specific-events?eventBrandId=${sail}`);
    await expect(page.getByRole("heading", { name: "Sydney Sail Grand Prix" })).toBeVisible();
    await expect(page.getByText("Feb 20 – 21, 2027")).toBeVisible();

    await page.getByRole("button", { name: "Add Event" }).click();
    await expect(page.getByRole("dialog").getByLabel("Event name")).toHaveValue("");
  });

  test("unknown brand, empty schedule, the refresh flag and banner fallbacks", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/specific-events?eventBrandId=424242");
    await expect(page.getByRole("heading", { name: "Event Brand Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Event Brands" })).toHaveAttribute(
      "href",
      "/event-brands",
    );

    const sail = await brandId(page, "SailGP");
    await page.goto(`/specific-events?eventBrandId=${sail}`);
    await expect(page.getByText("No events found")).toBeVisible();

    // Another page flags the list as stale; the schedule refetches once and clears the flag.
    await page.request.post("/api/specific-events", {
      data: {
        name: "Broken Banner Regatta",
        startDate: "2027-05-01",
        eventBrandId: sail,
        bannerImage: "https://banners.invalid/none.png",
      },
    });
    await page.evaluate(() => localStorage.setItem("forceEventsRefresh", "true"));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Broken Banner Regatta" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("forceEventsRefresh")))
      .toBeNull();
    // The banner image fails: a placeholder with the event name takes its place.
    await expect(
      page.locator("li").filter({ hasText: "Broken Banner Regatta" }).locator("span.line-clamp-2"),
    ).toHaveText("Broken Banner Regatta");
  });
});

test.describe("event detail", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("shows the event with its brand, dates and links; admins fix and delete it", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    const liv = await brandId(page, "LIV Golf");
    const events = await (
      await page.request.get(`/api/specific-events?eventBrandId=${liv}`)
    ).json();
    const riyadh = events.find((e: { name: string }) => e.name === "LIV Golf Riyadh");
    await page.goto(`/specific-events/${riyadh.id}`);
    await expect(page.getByRole("heading", { name: "LIV Golf Riyadh", exact: true })).toBeVisible();
    await expect(page.getByText("Part of: LIV Golf")).toBeVisible();
    await expect(page.getByText("Feb 6 – 8, 2025")).toBeVisible();
    await expect(page.getByText("Riyadh Golf Club, Riyadh, Saudi Arabia")).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toContainText("Event Brands");
    await expect(crumbs).toContainText("Specific Events");
    await expect(crumbs.getByRole("link", { name: "LIV Golf" })).toHaveAttribute(
      "href",
      `/event-brands/${liv}`,
    );
    await expect(page.getByRole("link", { name: "Find Sponsors for This Event" })).toHaveAttribute(
      "href",
      `/sponsor-discovery?specificEventId=${riyadh.id}`,
    );
    await expect(page.getByRole("link", { name: "Back to Events" })).toHaveAttribute(
      "href",
      `/specific-events?eventBrandId=${liv}`,
    );
    await expect(page.getByRole("link", { name: "Back to LIV Golf" })).toHaveAttribute(
      "href",
      `/event-brands/${liv}`,
    );
    await expectAccessible(page);

    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("End date").fill("2025-02-09");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Feb 6 – 9, 2025")).toBeVisible();

    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(`/specific-events?eventBrandId=${liv}`);
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("2025 (13)");
  });

  test("the event form sets a banner image and asks before discarding unsaved changes", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    const sail = await brandId(page, "SailGP");
    const created = await (
      await page.request.post("/api/specific-events", {
        data: { name: "Bermuda Sail Grand Prix", startDate: "2027-05-03", eventBrandId: sail },
      })
    ).json();
    await page.goto(`/specific-events/${created.id}`);
    await expect(page).toHaveTitle(/Bermuda Sail Grand Prix/);

    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Bermuda Sail Grand Prix" });
    await dialog.getByLabel("Event name").fill("Bermuda Grand Prix");
    // Closing with unsaved changes asks; declining keeps the dialog and the text.
    const prompts: string[] = [];
    page.once("dialog", (prompt) => {
      prompts.push(prompt.message());
      void prompt.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => prompts).toEqual(["You have unsaved changes. Discard them?"]);
    await expect(dialog.getByLabel("Event name")).toHaveValue("Bermuda Grand Prix");
    page.once("dialog", (prompt) => void prompt.accept());
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Bermuda Sail Grand Prix" })).toBeVisible();

    // A clean dialog closes without asking; a banner address is saved and shown on the page.
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(dialog.getByLabel("Event name")).toHaveValue("Bermuda Sail Grand Prix");
    await dialog.getByLabel("Banner image URL (optional)").fill("not a url");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Banner image must be an http(s) address")).toBeVisible();
    await dialog
      .getByLabel("Banner image URL (optional)")
      .fill("https://banners.invalid/bermuda.png");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    const saved = await (await page.request.get(`/api/specific-events/${created.id}`)).json();
    expect(saved.bannerImage).toBe("https://banners.invalid/bermuda.png");
    // The address does not load here: the banner's placeholder names the event instead.
    await expect(page.locator("span.line-clamp-2")).toHaveText("Bermuda Sail Grand Prix");
  });

  test("undated events, /events/{id}, a missing event, and no admin controls for users", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const sail = await brandId(page, "SailGP");
    const created = await (
      await page.request.post("/api/specific-events", {
        data: { name: "Future Regatta", eventBrandId: sail },
      })
    ).json();
    await page.goto(`/events/${created.id}`);
    await expect(page.getByRole("heading", { name: "Future Regatta" })).toBeVisible();
    await expect(page.getByText("Date TBD")).toBeVisible();
    await expect(page.getByText("Location TBD")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
    for (const path of ["/specific-events/999999", "/events/abc"]) {
      await page.goto(path);
      await expect(page.getByText("Error loading event details or event not found.")).toBeVisible();
    }
  });
});

test.describe("rolling a season forward", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("an admin rolls a season forward; the copies are marked provisional until confirmed", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    const sail = await brandId(page, "SailGP");
    await page.request.post("/api/specific-events", {
      data: {
        name: "Sydney Sail Grand Prix",
        startDate: "2025-02-22",
        endDate: "2025-02-23",
        eventBrandId: sail,
      },
    });
    await page.goto(`/specific-events?eventBrandId=${sail}`);
    await expect(page.getByText("Provisional dates")).toHaveCount(0);
    await page.getByRole("button", { name: "Roll season forward" }).click();
    const dialog = page.getByRole("dialog", { name: "Roll season forward" });
    await dialog.getByRole("button", { name: "Copy to 2026" }).click();
    await expectToast(page, "1 event added to 2026 with provisional dates.");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["2025 (1)", "2026 (1)"]);
    const copy = page.locator("li").filter({ hasText: "Feb 21 – 22, 2026" });
    await expect(copy.getByText("Provisional dates")).toBeVisible();
    // The original keeps its confirmed dates.
    await expect(
      page.locator("li").filter({ hasText: "Feb 22 – 23, 2025" }).getByText("Provisional dates"),
    ).toHaveCount(0);

    // The dialog now offers the newest season first; rolling 2025 again creates nothing.
    await page.getByRole("button", { name: "Roll season forward" }).click();
    await expect(dialog.getByRole("button", { name: "Copy to 2027" })).toBeVisible();
    await dialog.getByLabel("Copy the events of").click();
    await page.getByRole("option", { name: "2025 to 2026" }).click();
    await dialog.getByRole("button", { name: "Copy to 2026" }).click();
    await expectToast(page, "Every 2025 event is already in 2026.");

    await copy.getByRole("link", { name: /View details/ }).click();
    // The event page's title (the schedule it leaves shows the name on both seasons' cards).
    await expect(
      page.getByRole("heading", { level: 1, name: "Sydney Sail Grand Prix" }),
    ).toBeVisible();
    await expect(page.getByText("Provisional dates", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Confirm dates" }).click();
    await expectToast(page, "is no longer marked provisional.");
    await expect(page.getByText("Provisional dates", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Confirm dates" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the seeded next seasons are upcoming and clearly provisional; members cannot roll", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const liv = await brandId(page, "LIV Golf");
    await page.goto(`/event-brands/${liv}`);
    const upcoming = page
      .getByRole("heading", { name: "Upcoming Events" })
      .locator("xpath=ancestor::*[@data-slot='card'][1]");
    await expect(upcoming.getByText("No upcoming events scheduled.")).toHaveCount(0);
    await expect(upcoming.getByRole("listitem")).toHaveCount(3);
    await expect(upcoming.getByRole("listitem").first()).toContainText("LIV Golf Riyadh");
    await expect(upcoming.getByRole("listitem").first()).toContainText("Provisional dates");
    await expect(page.getByRole("button", { name: "Roll season forward" })).toHaveCount(0);

    await upcoming.getByRole("listitem").first().getByRole("link").click();
    await expect(page.getByRole("heading", { name: "LIV Golf Riyadh", exact: true })).toBeVisible();
    await expect(page.getByText("Provisional dates")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm dates" })).toHaveCount(0);
    await expect(page).toHaveTitle(/LIV Golf Riyadh/);
  });
});
