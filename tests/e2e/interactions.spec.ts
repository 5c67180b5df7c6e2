import type { Page } from "@playwright/test";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

async function sponsorId(page: Page, name: string): Promise<number> {
  const list = await (
    await page.request.get(`/api/sponsor-brands?search=${encodeURIComponent(name)}`)
  ).json();
  return list.find((s: { name: string }) => s.name === name).id;
}

async function linkToRiyadh(page: Page, sponsorBrandId: number): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  const liv = brands.find((b: { name: string }) => b.name === "LIV Golf");
  const events = await (
    await page.request.get(`/api/specific-events?eventBrandId=${liv.id}`)
  ).json();
  const riyadh = events.find((e: { name: string }) => e.name === "LIV Golf Riyadh").id;
  const res = await page.request.post("/api/sponsorships", {
    data: { sponsorBrandId, specificEventId: riyadh, sponsorshipLevel: "Official Timekeeper" },
  });
  expect(res.status()).toBe(201);
  return riyadh;
}

test.describe("sponsor interactions", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("log, edit, complete and delete interactions; track engagement and the pipeline", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const id = await sponsorId(page, "Rolex");
    await page.goto(`/sponsor/${id}/interactions`);
    await expect(page.getByRole("heading", { level: 1, name: "Rolex Interactions" })).toBeVisible();
    const info = page.getByRole("main");
    await expect(info.getByText("Headquarters")).toBeVisible();
    await expect(info.getByText(/\d+% Match/)).toBeVisible();
    await expect(page.getByText("No interactions logged yet")).toBeVisible();
    await expect(
      page.getByText(
        "Rolex is not linked to any LIV Golf event yet; the pitch is tracked for LIV Golf.",
      ),
    ).toBeVisible();
    await expectAccessible(page);

    // Log a meeting.
    await page.getByRole("button", { name: "Log Interaction" }).click();
    const dialog = page.getByRole("dialog", { name: "Log Interaction" });
    await dialog.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Meeting" }).click();
    await dialog.getByLabel("Date").fill("2026-12-03");
    await dialog.getByLabel("Time").fill("10:30");
    await dialog.getByLabel("Notes").fill("Hospitality walk-through at Riyadh");
    await dialog.getByRole("button", { name: "Log Interaction" }).click();
    await expectToast(page, "Interaction Logged");
    await expect(dialog).toBeHidden();
    const log = page.getByRole("list", { name: "Interactions with Rolex" });
    const meeting = log.getByRole("listitem").filter({ hasText: "Hospitality walk-through" });
    await expect(meeting.getByRole("heading", { name: "Meeting" })).toBeVisible();
    await expect(meeting.getByText("Thu, Dec 3, 2026 at 10:30 AM")).toBeVisible();

    // Tick it off; it stays ticked after a reload.
    await meeting.getByRole("checkbox", { name: "Done" }).click();
    await expect(meeting.getByText("Completed", { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      log
        .getByRole("listitem")
        .filter({ hasText: "Hospitality walk-through" })
        .getByRole("checkbox", { name: "Done" }),
    ).toBeChecked();
    await page.getByRole("radio", { name: "Open (0)" }).click();
    await expect(page.getByText("No open interactions")).toBeVisible();
    await page.getByRole("radio", { name: "All (1)" }).click();

    // Edit the notes.
    await page.getByRole("button", { name: "Edit meeting" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Interaction" });
    await expect(edit.getByLabel("Date")).toHaveValue("2026-12-03");
    await edit.getByLabel("Notes").fill("Walk-through moved to the 18th green");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Interaction Updated");
    await expect(page.getByText("Walk-through moved to the 18th green")).toBeVisible();

    // Engagement by hand: deep research happened elsewhere.
    await page.getByRole("switch", { name: "Deep Research done" }).click();
    await expectToast(page, "Progress updated");
    await expect(page.getByRole("progressbar", { name: "Rolex engagement 25%" })).toBeVisible();
    // The bar is labelled with the stage done, not the next one.
    await expect(page.getByTestId("engagement-done")).toHaveText("Research");
    // Pipeline stage.
    await page.getByRole("combobox", { name: "Stage" }).click();
    await page.getByRole("option", { name: "Proposal" }).click();
    await page.getByLabel("Next action").fill("Send the hospitality deck");
    await page.getByLabel("Target date").fill("2026-12-10");
    await page.getByRole("button", { name: "Save Pipeline" }).click();
    await expectToast(page, "Pipeline Updated");
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Stage" })).toHaveText("Proposal");
    await expect(page.getByLabel("Next action")).toHaveValue("Send the hospitality deck");
    await expect(page.getByRole("switch", { name: "Deep Research done" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Save Pipeline" })).toBeDisabled();

    // Once linked to an event, the tracker follows that event, starting from the work done so far.
    const riyadh = await linkToRiyadh(page, id);
    await page.reload();
    await expect(page.getByRole("link", { name: "LIV Golf Riyadh" })).toHaveAttribute(
      "href",
      `/specific-events/${riyadh}`,
    );
    await expect(
      page.getByRole("progressbar", { name: "Rolex at LIV Golf Riyadh engagement 25%" }),
    ).toBeVisible();
    await page.getByRole("switch", { name: "Brand Activations done" }).click();
    await expect(
      page.getByRole("progressbar", { name: "Rolex at LIV Golf Riyadh engagement 50%" }),
    ).toBeVisible();
    // Research and activation ideas done: the furthest done is what the bar says.
    await expect(page.getByTestId("engagement-done")).toHaveText("Activation Ideas");

    // Delete.
    await page.getByRole("button", { name: "Delete meeting" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Interaction?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Interaction Deleted");
    await expect(page.getByText("No interactions logged yet")).toBeVisible();

    // The card's links lead to the sponsor's profile and its activation ideas.
    await page.getByRole("link", { name: "Activation Ideas" }).click();
    await expect(page).toHaveURL(new RegExp(`/sponsor-brands/detail/${id}\\?tab=activations$`));
    await expect(page.getByRole("tab", { name: "Activations", selected: true })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Done" }).click();
    await expect(page).toHaveURL(new RegExp(`/sponsor-brands/detail/${id}$`));
  });

  test("reading a sponsor's explained match records the match analysis once", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const id = await sponsorId(page, "Genesis");
    const brands = await (await page.request.get("/api/event-brands")).json();
    const liv = brands.find((b: { name: string }) => b.name === "LIV Golf").id;
    const progress = async () =>
      (
        (await (await page.request.get(`/api/sponsorships?eventBrandId=${liv}`)).json()) as Array<{
          sponsorBrandId: number;
          hasMatchAnalysis: boolean;
          lastActivityDate: string;
        }>
      ).find((record) => record.sponsorBrandId === id);
    expect(await progress()).toBeUndefined();

    await page.goto(`/sponsor-brands/detail/${id}`);
    await expect(page.getByRole("heading", { name: "Why this score" })).toBeVisible();
    await expect.poll(async () => (await progress())?.hasMatchAnalysis).toBe(true);
    const first = (await progress())!.lastActivityDate;
    await page.reload();
    await expect(page.getByRole("heading", { name: "Why this score" })).toBeVisible();
    await page.goto(`/sponsor/${id}/interactions`);
    await expect(page.getByRole("progressbar", { name: "Genesis engagement 25%" })).toBeVisible();
    expect((await progress())!.lastActivityDate).toBe(first);
  });

  test("an unknown sponsor shows the load error with a way back", async ({ page, member }) => {
    await signInAs(page, member);
    for (const path of ["/sponsor/999999/interactions", "/sponsor/abc/interactions"]) {
      await page.goto(path);
      await expect(
        page.getByText("Failed to load sponsor information. Please try again."),
      ).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Sponsors" }).click();
    await expect(page).toHaveURL(/\/sponsor-brands$/);
  });
});
