import type { Page } from "@playwright/test";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  holdJobReads,
  signInAs,
  test,
} from "./support/fixtures";

async function riyadhId(page: Page): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  const liv = brands.find((b: { name: string }) => b.name === "LIV Golf");
  const events = await (
    await page.request.get(`/api/specific-events?eventBrandId=${liv.id}`)
  ).json();
  return events.find((e: { name: string }) => e.name === "LIV Golf Riyadh").id;
}

async function linkThroughDialog(page: Page, search: string, name: string, level?: string) {
  const dialog = page.getByRole("dialog", { name: "Manage Sponsors" });
  await dialog.getByLabel("Find a sponsor").fill(search);
  await dialog.getByRole("radio", { name, exact: true }).click();
  if (level) await dialog.getByLabel("Sponsorship level").fill(level);
  await dialog.getByRole("button", { name: "Add Sponsor" }).click();
}

test.describe("event sponsors", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("link sponsors with levels, warn on category exclusivity, and remove", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const id = await riyadhId(page);
    await page.goto(`/specific-events/${id}`);
    await expect(page.getByRole("tab", { name: "Current Sponsors (0)" })).toBeVisible();
    await expect(page.getByText("No sponsors currently linked to LIV Golf Riyadh.")).toBeVisible();
    await page.getByRole("button", { name: "Link the first sponsor", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Manage Sponsors" });
    await expect(dialog.getByLabel("Sponsorship level")).toHaveValue("Official Sponsor");
    await expect(dialog.getByRole("button", { name: "Add Sponsor" })).toBeDisabled();
    await linkThroughDialog(page, "BMW", "BMW", "Title Partner");
    await expectToast(page, "The sponsor has been successfully linked to this event.");
    await expect(dialog.getByText("Linked sponsors")).toBeVisible();

    // A second carmaker in the category BMW holds as Title Partner: warn, then allow.
    await linkThroughDialog(page, "Genesis", "Genesis");
    const warning = page.getByRole("alertdialog", { name: "Category exclusivity" });
    await expect(warning).toContainText("BMW holds Title");
    await warning.getByRole("button", { name: "Add anyway" }).click();
    await expectToast(page, "The sponsor has been successfully linked to this event.");
    await expect(dialog.getByText("Genesis · Official Sponsor")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();

    await expect(page.getByRole("tab", { name: "Current Sponsors (2)" })).toBeVisible();
    const cards = page
      .getByRole("listitem")
      .filter({ has: page.getByText("Category exclusivity conflict") });
    await expect(cards).toHaveCount(2);
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "BMW", exact: true }) })
        .getByText("Title Partner", { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Remove Genesis from this event" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Sponsor?" });
    await expect(confirm).toContainText(
      "Are you sure you want to remove this sponsor from the event?",
    );
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "The sponsor has been unlinked from this event.");
    await expect(page.getByRole("tab", { name: "Current Sponsors (1)" })).toBeVisible();
    await expect(page.getByText("Category exclusivity conflict")).toHaveCount(0);
  });

  test("a sponsorship's activation focus is set when linking, shown and edited", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const id = await riyadhId(page);
    await page.goto(`/specific-events/${id}`);
    await page.getByRole("button", { name: "Manage Sponsors" }).click();
    const dialog = page.getByRole("dialog", { name: "Manage Sponsors" });
    await dialog.getByLabel("Activation focus (optional)").fill("Night-golf hospitality");
    await linkThroughDialog(page, "BMW", "BMW");
    await expectToast(page, "The sponsor has been successfully linked to this event.");
    await dialog.getByRole("button", { name: "Close" }).click();
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "BMW", exact: true }) });
    await expect(card).toContainText("Activation focus: Night-golf hospitality");

    await card.getByRole("button", { name: "Edit BMW's sponsorship" }).click();
    const edit = page.getByRole("dialog", { name: "Edit BMW's sponsorship" });
    await expect(edit.getByLabel("Activation focus (optional)")).toHaveValue(
      "Night-golf hospitality",
    );
    await edit.getByLabel("Activation focus (optional)").fill("Fan village test drives");
    await edit.getByLabel("Sponsorship level").fill("Official Car");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Sponsorship updated");
    await expect(edit).toHaveCount(0);
    await expect(card).toContainText("Activation focus: Fan village test drives");
    await expect(card.getByText("Official Car", { exact: true })).toBeVisible();
    const api = await (await page.request.get(`/api/specific-events/${id}/sponsors`)).json();
    expect(api.sponsors[0]).toMatchObject({
      activationFocus: "Fan village test drives",
      sponsorshipLevel: "Official Car",
    });
    await expectAccessible(page);
  });

  test("research recommended sponsors, read their details, add one and follow another", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const id = await riyadhId(page);
    await page.goto(`/specific-events/${id}`);
    await page.getByRole("tab", { name: /Potential Sponsors/ }).click();
    await expect(
      page.getByText("No specific sponsor recommendations available yet for LIV Golf Riyadh."),
    ).toBeVisible();
    // The offline job can end within a second: hold its reads while the running state is checked.
    const jobReads = await holdJobReads(page);
    await page.getByRole("button", { name: "Find Recommended Sponsors" }).click();
    await expectToast(page, "Finding event-specific sponsors for LIV Golf Riyadh.");
    await expect(page.getByRole("button", { name: "Researching..." })).toBeDisabled();
    await jobReads.release();
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Details" }) });
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Refresh Research" })).toBeEnabled();
    const ended = (await (await page.request.get("/api/jobs/completed?hours=1")).json()) as Array<{
      type: string;
      status: string;
    }>;
    expect(ended.filter((job) => job.type === "potential-sponsors")).toEqual([
      expect.objectContaining({ status: "completed" }),
    ]);
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    await expect(page.getByRole("tab", { name: `Potential Sponsors (${count})` })).toBeVisible();

    await page.getByLabel("Sort").click();
    await page.getByRole("option", { name: "Highest Match First" }).click();
    const percents = await page
      .getByRole("progressbar", { name: /^Event match/ })
      .evaluateAll((bars) =>
        bars.map((bar) => Number(bar.getAttribute("aria-label")?.match(/(\d+)%/)?.[1])),
      );
    expect(percents).toEqual([...percents].sort((a, b) => b - a));

    const first = cards.first();
    const name = (await first.getByRole("heading").textContent())!;
    await first.getByRole("button", { name: "Details" }).click();
    const details = page.getByRole("dialog", { name });
    for (const heading of [
      "Audience Alignment",
      "Local Market Relevance",
      "Specific Benefits for this Event",
    ]) {
      await expect(details.getByRole("heading", { name: heading })).toBeVisible();
    }
    await page.keyboard.press("Escape");

    await first.getByRole("button", { name: "Add", exact: true }).click();
    const add = page.getByRole("dialog", { name: `Add ${name} to LIV Golf Riyadh` });
    await expect(add).toContainText("Recommended:");
    await expect(add.getByLabel("Sponsorship Level")).not.toHaveValue("");
    await add.getByRole("button", { name: "Add Sponsor" }).click();
    await expectToast(page, "The sponsor has been successfully linked to this event.");
    await expect(first.getByRole("link", { name: "View Sponsor" })).toHaveAttribute(
      "href",
      /\?event=LIV%20Golf%20Riyadh$/,
    );

    const second = cards.nth(1);
    const secondName = (await second.getByRole("heading").textContent())!;
    await second.getByRole("button", { name: "Add to Watchlist" }).click();
    await expectToast(page, `You have added ${secondName} to your wishlist`);
    await expectAccessible(page);
  });
});
