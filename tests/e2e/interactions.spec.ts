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

test.describe("sponsor contacts", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("add, edit, make primary and delete contacts; an interaction names its contact", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const id = await sponsorId(page, "Omega");
    // Start from no contacts, whatever the seed holds.
    for (const contact of await (
      await page.request.get(`/api/sponsor-brands/${id}/contacts`)
    ).json()) {
      await page.request.delete(`/api/contacts/${contact.id}`);
    }
    await page.goto(`/sponsor/${id}/interactions`);
    await expect(page.getByText("No contacts yet")).toBeVisible();

    // The first contact becomes primary.
    await page.getByRole("button", { name: "Add Contact" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Contact" });
    await dialog.getByLabel("First name").fill("Ann");
    await dialog.getByLabel("Last name").fill("Lee");
    await dialog.getByLabel("Title").fill("Head of Sponsorship");
    await dialog.getByLabel("Email").fill("ann@");
    await dialog.getByLabel("LinkedIn URL").fill("http://linkedin.com/in/ann");
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    // The shared schema's messages, on their fields, before any request.
    await expect(dialog.getByText("Email must be a valid email address")).toBeVisible();
    await expect(
      dialog.getByText("LinkedIn URL must be an https address on linkedin.com"),
    ).toBeVisible();
    await dialog.getByLabel("Email").fill("ann.lee@omega.example");
    await dialog.getByLabel("Phone").fill("+41 32 343 92 11");
    await dialog.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/in/ann-lee");
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expectToast(page, "Contact added");
    await expect(dialog).toBeHidden();
    const list = page.getByRole("list", { name: "Contacts at Omega" });
    const ann = list.getByRole("listitem").filter({ hasText: "Ann Lee" });
    await expect(ann.getByText("Primary")).toBeVisible();
    await expect(ann.getByText("Head of Sponsorship")).toBeVisible();
    await expect(ann.getByRole("link", { name: "ann.lee@omega.example" })).toHaveAttribute(
      "href",
      "mailto:ann.lee@omega.example",
    );
    await expect(ann.getByRole("link", { name: "+41 32 343 92 11" })).toHaveAttribute(
      "href",
      "tel:+41323439211",
    );
    await expect(ann.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/ann-lee",
    );

    // A second contact, then made primary.
    await page.getByRole("button", { name: "Add Contact" }).click();
    dialog = page.getByRole("dialog", { name: "Add Contact" });
    await dialog.getByLabel("First name").fill("Bob");
    await dialog.getByLabel("Last name").fill("Ray");
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expectToast(page, "Contact added");
    const bob = list.getByRole("listitem").filter({ hasText: "Bob Ray" });
    await expect(bob.getByText("Primary")).toBeHidden();
    await page.getByRole("button", { name: "Make Bob Ray primary" }).click();
    await expectToast(page, "Bob Ray is now the primary contact");
    await expect(bob.getByText("Primary")).toBeVisible();
    await expect(ann.getByText("Primary")).toBeHidden();
    await expectAccessible(page);

    // Edit.
    await page.getByRole("button", { name: "Edit Bob Ray" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Contact" });
    await expect(dialog.getByLabel("First name")).toHaveValue("Bob");
    await dialog.getByLabel("Title").fill("CMO");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Contact updated");
    await expect(bob.getByText("CMO")).toBeVisible();

    // An interaction with Ann.
    await page.getByRole("button", { name: "Log Interaction" }).click();
    const log = page.getByRole("dialog", { name: "Log Interaction" });
    await log.getByRole("combobox", { name: "Contact" }).click();
    await page.getByRole("option", { name: "Ann Lee (Head of Sponsorship)" }).click();
    await log.getByLabel("Notes").fill("Intro call");
    await log.getByRole("button", { name: "Log Interaction" }).click();
    await expectToast(page, "Interaction Logged");
    const items = page.getByRole("list", { name: "Interactions with Omega" });
    await expect(items.getByRole("heading", { name: "Call with Ann Lee" })).toBeVisible();

    // Deleting Ann keeps the interaction, naming nobody; no one else is made primary.
    await page.getByRole("button", { name: "Delete Ann Lee" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Contact?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Contact deleted");
    await expect(ann).toBeHidden();
    await expect(items.getByRole("heading", { name: "Call", exact: true })).toBeVisible();
    await expect(items.getByText("Intro call")).toBeVisible();

    // The same card on the sponsor's Overview tab, from the server's first render.
    await page.goto(`/sponsor-brands/detail/${id}`);
    await expect(
      page.getByRole("list", { name: "Contacts at Omega" }).getByText("Bob Ray"),
    ).toBeVisible();
  });
});
