import { readFile } from "node:fs/promises";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

/** Good, duplicate (against the catalogue and within the file) and bad rows. */
const PROSPECTS = [
  "Company,Website,Country,Sector",
  "Zephyr Analytics,https://zephyr-analytics.example.com,UK,Technology & Software",
  "Rolex,https://www.rolex.com,Switzerland,Luxury & Watches",
  "Zephyr Analytics Ltd,zephyr-analytics.example.com,United Kingdom,",
  ",nameless.example.com,France,",
  "Northwind Traders,northwind.example.com,Atlantis,Retail",
].join("\n");

test.describe("prospect-list import", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("the wizard uploads, maps, reviews duplicates, imports with progress, and undoes", async ({
    page,
    member,
  }) => {
    // Every step of the wizard, an import job and four accessibility scans; allow for a busy
    // machine.
    test.setTimeout(90_000);
    await signInAs(page, member);
    await page.goto("/sponsor-brands");
    await page.getByRole("link", { name: "Import", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Import Prospects" })).toBeVisible();
    await expectAccessible(page);

    // Upload: a binary file named .csv is refused with a clear message.
    await page.getByLabel("Prospect file").setInputFiles({
      name: "photo.csv",
      mimeType: "text/csv",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]),
    });
    await page.getByRole("button", { name: "Upload and read" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "holds binary data" })).toBeVisible();

    await page.getByLabel("Prospect file").setInputFiles({
      name: "prospects.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(PROSPECTS, "utf8"),
    });
    await page.getByRole("button", { name: "Upload and read" }).click();

    // Map columns: proposed from the headers.
    await expect(page.getByRole("listitem").filter({ hasText: "2. Map columns" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(page.getByLabel("Company name (required)")).toHaveText("Company");
    await expect(page.getByLabel("Industry")).toHaveText("Sector");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue to review" }).click();

    // Review: the catalogue match defaults to merge; choose skip for it.
    await expect(page.getByRole("listitem").filter({ hasText: "3. Review" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    const table = page.getByRole("table", { name: "Rows of the file" });
    await expect(table.getByText("Matches Rolex")).toBeVisible();
    await expect(table.getByText("Same company as row 1.")).toBeVisible();
    await expect(table.getByText("The company name is empty.")).toBeVisible();
    await expect(table.getByText('Country "Atlantis" is not recognised.')).toBeVisible();
    await expect(page.getByLabel("Decision for row 2")).toHaveText("Merge (fill empty fields)");
    await page.getByLabel("Decision for row 2").click();
    await page.getByRole("option", { name: "Skip" }).click();
    await expect(page.getByLabel("Decision for row 2")).toHaveText("Skip");
    await expectAccessible(page);

    // The page's first read of the job finds it still running, as on a busy machine where it ends
    // just after. The page polls the job itself only every 30 s: it must hear of the end from the
    // header's tracker (which looks every few seconds), well before that.
    const jobRead = /\/api\/jobs\/[0-9a-f]{8}-[0-9a-f-]{27}$/;
    await page.route(
      jobRead,
      async (route) => {
        const response = await route.fetch();
        const job = await response.json();
        await route.fulfill({
          response,
          json: { ...job, status: "processing", completedAt: null },
        });
      },
      { times: 1 },
    );
    // The button counts the rows that will be created or merged, not skipped or rejected ones.
    await page.getByRole("button", { name: "Import 2 rows (2 skipped, 1 rejected)" }).click();
    await expect(page.getByTestId("import-status")).toHaveText("Imported", { timeout: 15_000 });
    await expect(page.getByTestId("import-count-created")).toHaveText("2");
    await expect(page.getByTestId("import-count-merged")).toHaveText("0");
    await expect(page.getByTestId("import-count-skipped")).toHaveText("2");
    await expect(page.getByTestId("import-count-rejected")).toHaveText("1");

    // Rejected rows come back with a reason.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download rejected rows", exact: true }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain("Row,Company,Website,Country,Sector,Reason");
    expect(csv).toContain("4,,nameless.example.com,France,,The company name is empty.");

    // The history lists it; undo removes the two brands it created.
    const history = page.getByRole("region", { name: "Imports" });
    await expect(history.getByRole("link", { name: "prospects.csv", exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Undo import of prospects.csv" }).first().click();
    await page.getByRole("button", { name: "Undo import", exact: true }).click();
    await expectToast(page, "2 brands removed.");
    await expect(page.getByTestId("import-status")).toHaveText("Undone");
  });

  test("the upload form's checks load at the user's first interaction, not with the page", async ({
    page,
    member,
  }) => {
    // The checks are the server's zod schema, a chunk of its own: a page only looked at never
    // loads it, and loading it never competes with the page's start.
    const checks: string[] = [];
    page.on("response", async (response) => {
      if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
      const body = await response.text().catch(() => "");
      if (body.includes("ZodError")) checks.push(response.url());
    });
    await signInAs(page, member);
    await page.goto("/sponsor-brands/import");
    const upload = page.getByRole("button", { name: "Upload and read" });
    await expect(upload).toBeEnabled();
    await page.waitForLoadState("networkidle");
    expect(checks).toEqual([]);

    // Tabbing into the page starts the load; the form then checks as before.
    await page.keyboard.press("Tab");
    await expect.poll(() => checks.length, { timeout: 15_000 }).toBe(1);
    await page.getByLabel("Prospect file").setInputFiles({
      name: "photo.csv",
      mimeType: "text/csv",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]),
    });
    await upload.click();
    await expect(page.getByRole("alert").filter({ hasText: "holds binary data" })).toBeVisible();
  });

  test("a reload resumes the same import at the same step, and leaves no empty import behind", async ({
    page,
    member,
  }) => {
    // Two uploads, two reloads and an accessibility scan; allow for a busy machine.
    test.setTimeout(90_000);
    await signInAs(page, member);
    await page.goto("/sponsor-brands/import");
    const file = {
      name: "resume.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "Company,Website,Sector,Contact Name,Contact Email",
          "Fizz Drinks,fizz.example.com,Beverages,Ann Lee,ann@fizz.example.com",
          "Rolex,https://www.rolex.com,Luxury & Watches,,",
          ",nameless.example.com,,,",
          "Gizmo Works,gizmo.example.com,Widgets,,",
        ].join("\n"),
        "utf8",
      ),
    };
    await page.getByLabel("Prospect file").setInputFiles(file);
    await page.getByRole("button", { name: "Upload and read" }).click();
    await expect(page).toHaveURL(/[?&]step=map(&|$)/);
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(page).toHaveURL(/[?&]step=review(&|$)/);
    const table = page.getByRole("table", { name: "Rows of the file" });
    await expect(
      table.getByText('Industry "Beverages" is read as Non-Alcoholic Beverages.'),
    ).toBeVisible();
    await expect(table.getByText('Industry "Widgets" is not one we know')).toBeVisible();
    await expect(table.getByText("ann@fizz.example.com")).toBeVisible();
    await page.getByLabel("Decision for row 2").click();
    await page.getByRole("option", { name: "Skip" }).click();
    const commit = page.getByRole("button", { name: "Import 2 rows (1 skipped, 1 rejected)" });
    await expect(commit).toBeVisible();

    // A reload comes back to the review of the same import, with the choice made.
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: "3. Review" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(table.getByText("Matches Rolex")).toBeVisible();
    await expect(page.getByLabel("Decision for row 2")).toHaveText("Skip");
    await expect(commit).toBeVisible();
    await expectAccessible(page);

    // The history shows one draft, never an empty import: not imported yet, with its rows.
    const history = page.getByRole("region", { name: "Imports" });
    const drafts = history.getByRole("row").filter({ hasText: "resume.csv" });
    await expect(drafts).toHaveCount(1);
    await expect(drafts).toContainText("Not imported");
    await expect(history).not.toContainText("Ready");

    // Back to the columns is in the address too; starting over with the same file replaces
    // the draft instead of adding one.
    await page.getByRole("button", { name: "Back to columns" }).click();
    await expect(page).toHaveURL(/[?&]step=map(&|$)/);
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: "2. Map columns" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await page.goto("/sponsor-brands/import");
    await page.getByLabel("Prospect file").setInputFiles(file);
    await page.getByRole("button", { name: "Upload and read" }).click();
    await expect(page).toHaveURL(/[?&]step=map(&|$)/);
    await expect(drafts).toHaveCount(1);

    // A draft can be deleted from the history; the wizard starts afresh.
    await page.getByRole("button", { name: "Delete draft import of resume.csv" }).click();
    await page.getByRole("button", { name: "Delete draft", exact: true }).click();
    await expectToast(page, "resume.csv");
    await expect(history.getByText("No imports yet")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "1. Upload" })).toHaveAttribute(
      "aria-current",
      "step",
    );
  });
});
