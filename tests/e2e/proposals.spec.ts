import type { Page } from "@playwright/test";
import { todayIso } from "@/lib/shared/dates";
import { eventsStillToCome } from "@/lib/shared/event-schedule";
import type { SpecificEvent } from "@/lib/shared/schemas/specific-event";
import { pdfText } from "../support/pdf";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

// The drafting job runs on the server's in-process worker with the offline provider (it runs the
// deep research first); the builder polls the job until it ends.
const JOB_WAIT = { timeout: 45_000 };

async function sponsorId(page: Page, name: string): Promise<number> {
  const list = await (
    await page.request.get(`/api/sponsor-brands?search=${name}&pageSize=5`)
  ).json();
  return list.find((s: { name: string }) => s.name === name).id;
}

/** LIV Golf's seeded events: the 2025 season (over) and its rolled-forward seasons. */
async function livEvents(page: Page): Promise<SpecificEvent[]> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  const liv = brands.find((b: { name: string }) => b.name === "LIV Golf").id;
  return (await page.request.get(`/api/specific-events?eventBrandId=${liv}`)).json();
}

/** The soonest LIV Golf event still to come (proposals are for events that are not over). */
async function nextLivEvent(page: Page): Promise<SpecificEvent> {
  return eventsStillToCome(await livEvents(page), todayIso())[0]!;
}

test.describe("proposals", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a proposal for a sponsor at a LIV Golf event: drafted, edited, exported to PDF, shared and restored", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const rolex = await sponsorId(page, "Rolex");
    const event = await nextLivEvent(page);

    await page.goto(`/sponsor-brands/detail/${rolex}?specificEventId=${event.id}&tab=proposal`);
    const dialog = page.getByRole("dialog", { name: "New proposal" });
    // The tab's code may still be loading when the button first shows: a click before the page
    // is interactive does nothing, so click again until the dialog opens.
    await expect(async () => {
      if (!(await dialog.isVisible()))
        await page.getByRole("button", { name: "New proposal" }).click();
      await expect(dialog.getByLabel("Context")).toContainText(event.name, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Start proposal" }).click();

    await expect(page).toHaveURL(/\/proposals\/\d+$/);
    const summary = page.getByLabel("Executive summary (Markdown)");
    await expect(summary).toBeVisible(JOB_WAIT);
    const drafted = await summary.inputValue();
    expect(drafted).toContain("Rolex");
    await expect(page.getByRole("region", { name: "Cover preview" })).toContainText(
      "An Official Sponsor partnership proposal",
    );
    // The score is the seller's: a note at the section, never in its text.
    const why = page.locator('[data-section="why_match"]');
    await expect(why.getByRole("note", { name: "Only you see this" })).toContainText(/Match \d+%/);
    await expect(page.getByLabel("Why this partnership (Markdown)")).not.toHaveValue(/\d+%/);

    await summary.fill("**A bold promise** for Rolex at LIV Golf.");
    const preview = page.getByRole("region", { name: "Executive summary preview" });
    await expect(preview.locator("strong")).toHaveText("A bold promise");
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Saved as version 2");
    await expect(page.getByText("You have unsaved changes.")).toBeHidden();

    // Export the saved version to PDF (a background job) and read the file's text.
    const output = page.getByRole("region", { name: "Export and share" });
    await output.getByRole("button", { name: "Export PDF" }).click();
    const download = output.getByRole("link", { name: "Download PDF" });
    await expect(download).toBeVisible(JOB_WAIT);
    const file = await page.request.get((await download.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    const { text } = pdfText(new Uint8Array(await file.body()));
    expect(text).toContain("A bold promise");
    expect(text).toContain("Rolex");

    // A share link, opened by someone without an account.
    await output.getByRole("button", { name: "Create link" }).click();
    const shared = output.getByTestId("new-share-link");
    await expect(shared).toBeVisible();
    const url = (await shared.textContent())!.trim();
    const visitor = await page.context().browser()!.newContext();
    try {
      const view = await visitor.newPage();
      const response = await view.goto(url);
      expect(response?.status()).toBe(200);
      await expect(view.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(view.getByText("A bold promise")).toBeVisible();
      await expect(view.getByRole("button", { name: "Notifications" })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
    // The builder lists the link with its one view.
    await page.reload();
    const row = page.getByRole("list", { name: "Share links" }).getByTestId("share-link-row");
    await expect(row.getByTestId("share-link-views")).toHaveText("1");

    await page.getByRole("button", { name: "Restore version 1" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expectToast(page, "Version 1 restored as version 3");
    await expect(page.getByLabel("Executive summary (Markdown)")).toHaveValue(drafted);
    await expect(page.getByRole("list", { name: "Saved versions" })).toContainText(
      "Restored from version 1",
    );
    await expectAccessible(page);
  });

  test("a proposal is not offered for an event that is over", async ({ page, member }) => {
    await signInAs(page, member);
    const rolex = await sponsorId(page, "Rolex");
    const events = await livEvents(page);
    const over = events.find((e) => e.name === "LIV Golf Riyadh" && e.startDate === "2025-02-06")!;
    const next = await nextLivEvent(page);

    await page.goto(`/sponsor-brands/detail/${rolex}?specificEventId=${over.id}&tab=proposal`);
    const dialog = page.getByRole("dialog", { name: "New proposal" });
    await expect(async () => {
      if (!(await dialog.isVisible()))
        await page.getByRole("button", { name: "New proposal" }).click();
      await expect(dialog.getByText(/LIV Golf Riyadh ended on Feb 8, 2025/)).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    // The suggested past event gives way to the whole property; only events to come are offered.
    const context = dialog.getByLabel("Context");
    await expect(context).toContainText("The whole property");
    await context.click();
    const options = page.getByRole("option");
    await expect(options.filter({ hasText: next.name }).first()).toBeVisible();
    await expect(options.filter({ hasText: "2025" })).toHaveCount(0);
  });
});
