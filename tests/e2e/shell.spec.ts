import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { dismissDevBanner, expect, expectToast, signInAs, test } from "./support/fixtures";

test.describe("app shell", () => {
  test("the context switcher defaults to LIV Golf, switches, remembers and goes to the dashboard", async ({
    page,
    member,
  }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    await page.goto("/profile");
    const switcher = page.getByRole("button", { name: /Current event context/ });
    await expect(switcher).toHaveAccessibleName(/LIV Golf/);
    await switcher.click();
    await page.getByRole("menuitem", { name: "SailGP" }).click();
    await expect(page).toHaveURL("/");
    await expect(switcher).toHaveAccessibleName(/SailGP/);
    expect(await page.evaluate(() => window.localStorage.getItem("selectedEventBrandId"))).toMatch(
      /^\d+$/,
    );
    const recent = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem("recentEventContexts") ?? "[]"),
    );
    expect(recent[0]).toMatchObject({ name: "SailGP", type: "event-brand" });
    await page.reload();
    await expect(page.getByRole("button", { name: /Current event context/ })).toHaveAccessibleName(
      /SailGP/,
    );

    await page.getByRole("button", { name: /Current event context/ }).click();
    await page.getByRole("menuitem", { name: "Manage Event Contexts" }).click();
    await expect(page).toHaveURL("/event-brands");
  });

  test("help mode explains the element clicked", async ({ page, member }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    await page.goto("/");
    await page.getByRole("button", { name: /Help mode/ }).click();
    await expect(page.getByText("Help mode is on")).toBeVisible();
    await page.getByRole("heading", { name: /^Welcome/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Your dashboard" })).toBeVisible();
    await expect(dialog).toContainText("Top Sponsor Matches lists brands scoring over 85%");
  });

  test("the mobile menu is a 280 px side sheet with the same items", async ({ page, member }) => {
    await dismissDevBanner(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, member);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(280);
    for (const label of [
      "Dashboard",
      "Event Brands",
      "Sponsor Brands",
      "Specific Events",
      "Profile",
    ]) {
      await expect(sheet.getByRole("link", { name: label })).toBeVisible();
    }
    await sheet.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL("/profile");
  });
});

// A job row written straight into the database with a type no worker knows, so it stays as
// written until the test changes it (as tests/e2e/jobs-monitor.spec.ts does).
async function insertRunningJob(createdBy: number, progress: number) {
  const [row] = await getDb()
    .insert(jobs)
    .values({
      id: randomUUID(),
      type: "fixture",
      status: "processing",
      createdBy,
      data: { sponsorName: "Rolex" },
      progress,
      heartbeatAt: sql`now()`,
      startedAt: sql`now()`,
    })
    .returning();
  return row!;
}

const finishJob = (id: string) =>
  getDb()
    .update(jobs)
    .set({ status: "completed", progress: 100, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));

test.describe("the shell on every page", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("running jobs show in the header, and their end toasts appear on the page the user is on", async ({
    page,
    member,
  }) => {
    // The second job is only seen at the header's next idle poll (30 s apart while nothing runs),
    // which alone can take most of the default 45 s.
    test.setTimeout(90_000);
    await signInAs(page, member);
    const job = await insertRunningJob(member.id, 40);
    await page.goto("/profile");
    const indicator = page.getByRole("button", { name: "1 running job: show progress" });
    await expect(indicator).toBeVisible();
    await indicator.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("Running jobs")).toBeVisible();
    await expect(menu.getByRole("progressbar", { name: "fixture progress" })).toHaveAttribute(
      "data-band",
      "medium",
    );
    await expect(menu.getByText("40%")).toBeVisible();
    await page.keyboard.press("Escape");

    // Elsewhere in the app (a client-side navigation), the job ends: its toast shows there.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Deals" })
      .click();
    await expect(page).toHaveURL(/\/current-sponsors/);
    await finishJob(job.id);
    await expectToast(page, "Job completed");
    await expect(indicator).toHaveCount(0);

    // A job whose read fails says so once.
    const second = await insertRunningJob(member.id, 10);
    await expect(page.getByRole("button", { name: "1 running job: show progress" })).toBeVisible({
      timeout: 40_000,
    });
    await page.route(`**/api/jobs/${second.id}`, (route) =>
      route.fulfill({ status: 500, body: JSON.stringify({ error: "boom" }) }),
    );
    await finishJob(second.id);
    await expectToast(page, "Failed to fetch job data. Please try again.");
  });

  test("with no running job, the header looks for jobs only once the page has settled, and still finds one started elsewhere", async ({
    page,
    member,
  }) => {
    test.setTimeout(60_000);
    const looks: number[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/jobs/active")) looks.push(Date.now());
    });
    await signInAs(page, member);
    await page.goto("/profile");
    await page.waitForLoadState("networkidle");
    const loaded = Date.now();
    // The page's start is left alone: no look for jobs while it loads.
    expect(looks).toEqual([]);

    // A job started in another tab is found once the page has settled (8 s after its load).
    await insertRunningJob(member.id, 25);
    await expect(page.getByRole("button", { name: "1 running job: show progress" })).toBeVisible({
      timeout: 20_000,
    });
    expect(looks.length).toBeGreaterThan(0);
    expect(looks[0]! - loaded).toBeGreaterThan(4_000);
  });

  // The toast is the newest layer and takes Escape first; it passes the key to the dialog under it
  // (components/ui/toast.tsx).
  test("Escape closes the menu sheet under a toast, not the toast", async ({ page, member }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, member);
    const job = await insertRunningJob(member.id, 60);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "1 running job: show progress" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    await finishJob(job.id);
    await expectToast(page, "Job completed");
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expectToast(page, "Job completed");
  });

  test("at 800 px the context switcher and the main navigation are in the header", async ({
    page,
    member,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signInAs(page, member);
    await page.goto("/profile");
    const switcher = page.getByRole("button", { name: /Current event context/ });
    await expect(switcher).toBeVisible();
    await expect(switcher).toHaveAccessibleName(/LIV Golf/);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Dashboard", "Sponsor Brands", "Deals", "Pipeline", "Insights"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await switcher.click();
    await page.getByRole("menuitem", { name: "SailGP" }).click();
    await expect(page).toHaveURL("/");
    await expect(switcher).toHaveAccessibleName(/SailGP/);
  });

  test("the page a visit starts on shows at once; the next one fades in", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/profile");
    const content = page.locator("main > div").first();
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(content).not.toHaveClass(/animate-route-in/);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Insights" })
      .click();
    await expect(page).toHaveURL(/\/industry-insights/);
    await expect(content).toHaveClass(/animate-route-in/);
  });

  test("a page that fails keeps the header and offers Try Again and the way home", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    await page.goto("/error-handling-demo");
    await page.getByRole("button", { name: "Throw a rendering error" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Admin", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  test("Teams: Deactivate asks first, and last logins render without a hydration error", async ({
    page,
    admin,
    member,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await signInAs(page, member);
    await signInAs(page, admin);
    await page.goto("/teams");
    const row = page.getByRole("row").filter({ hasText: "mia" });
    await expect(row.getByText(/ago$/)).toBeVisible();
    await row.getByRole("button", { name: "Deactivate" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("can no longer sign in");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Deactivate" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
    await expect(row.getByText("Deactivated", { exact: true })).toBeVisible();
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  });
});
