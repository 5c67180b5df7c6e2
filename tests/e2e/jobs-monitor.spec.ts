import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { livGolfSeasonFor } from "@/lib/server/seed/event-brands";
import { todayIso } from "@/lib/shared/dates";
import {
  waitForToastsToClose,
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

// Monitor rows are written straight into the database with a type no worker knows, so they stay
// exactly as written while the page is checked (the admin-panel test uses real jobs).
const FIXTURE_TYPE = "fixture";

type Status = "queued" | "processing" | "completed" | "failed" | "cancelled";
async function insertJob(createdBy: number, status: Status, extra: { progress?: number } = {}) {
  const finished = ["completed", "failed", "cancelled"].includes(status);
  const [row] = await getDb()
    .insert(jobs)
    .values({
      id: randomUUID(),
      type: FIXTURE_TYPE,
      status,
      createdBy,
      data: { sponsorName: "Rolex", eventBrandName: "LIV Golf" },
      progress: status === "completed" ? 100 : (extra.progress ?? 0),
      error: status === "failed" ? "The AI service is busy" : null,
      heartbeatAt: status === "processing" ? sql`now()` : null,
      startedAt: status === "queued" ? null : sql`now()`,
      completedAt: finished ? sql`now()` : null,
      processingTime: status === "completed" ? 4200 : null,
    })
    .returning();
  return row!;
}

test.describe("job monitors", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("Research Progress Monitor: counters, both tables, status colours and empty states", async ({
    page,
    admin,
    member,
  }) => {
    await signInAs(page, admin);
    await page.goto("/research-progress");
    await expect(page.getByRole("heading", { name: "Research Progress Monitor" })).toBeVisible();
    await expect(page.getByText("No active jobs at the moment")).toBeVisible();
    await expect(page.getByText("No completed jobs in the last 24 hours")).toBeVisible();
    for (const label of ["Active Jobs", "Completed (24h)", "Last Refreshed"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    await insertJob(member.id, "queued");
    const running = await insertJob(admin.id, "processing", { progress: 40 });
    for (let i = 0; i < 11; i++) await insertJob(member.id, "completed");
    await insertJob(member.id, "failed");
    await page.getByRole("button", { name: "Refresh" }).click();

    const activeTable = page.locator("table[data-kind=active]");
    await expect(activeTable.locator("tbody tr")).toHaveCount(2);
    await expect(activeTable.locator("[data-status=queued]")).toHaveAttribute(
      "data-colour",
      "yellow",
    );
    const processing = activeTable.locator(`tr[data-job-id="${running.id}"]`);
    await expect(processing.locator("[data-status=processing]")).toHaveText("Active");
    await expect(processing.locator("[data-status=processing]")).toHaveAttribute(
      "data-colour",
      "blue",
    );
    // 40 %: the second colour band, and 120 s × 60 % left (72 s: about a minute).
    await expect(processing.getByRole("progressbar")).toHaveAttribute("data-band", "medium");
    await expect(processing.getByText("About 1 minute")).toBeVisible();

    const completedTable = page.locator("table[data-kind=completed]");
    await expect(completedTable.locator("tbody tr")).toHaveCount(10);
    await expect(page.getByText("The latest 10 of 12 in the last 24 hours.")).toBeVisible();
    await expect(completedTable.locator("[data-status=failed]")).toHaveAttribute(
      "data-colour",
      "red",
    );
    await expect(completedTable.getByText("Error: The AI service is busy")).toBeVisible();
    await expect(page.getByText("1 failed")).toBeVisible();
    await expectAccessible(page);

    await processing.getByRole("button", { name: /^Cancel/ }).click();
    await expectToast(page, "Job Cancelled");
    await expect(activeTable.locator("tbody tr")).toHaveCount(1);
  });

  test("the admin panel and the monitor hydrate without errors while the admin's jobs run", async ({
    page,
    admin,
  }) => {
    // A running job of the admin's own is in the header's indicator and in the pages' tables.
    await insertJob(admin.id, "processing", { progress: 40 });
    await insertJob(admin.id, "completed");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await signInAs(page, admin);
    for (const path of ["/admin", "/research-progress"]) {
      await page.goto(path);
      await expect(page.locator("table[data-kind=active] tbody tr")).toHaveCount(1);
      await expect(page.getByTestId("running-jobs")).toBeVisible();
      // Hydrated: the time columns, drawn only in the browser, are filled in.
      await expect(page.locator("table[data-kind=completed]").getByText("…")).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test("users see only their own jobs; the monitor and the admin panel are admin-only", async ({
    page,
    admin,
    member,
  }) => {
    const adminJob = await insertJob(admin.id, "queued");
    const memberJob = await insertJob(member.id, "queued");
    await signInAs(page, member);

    const active = await (await page.request.get("/api/jobs/active")).json();
    expect(active.map((job: { id: string }) => job.id)).toEqual([memberJob.id]);
    expect((await page.request.get(`/api/jobs/${adminJob.id}`)).status()).toBe(404);
    expect((await page.request.post(`/api/jobs/${adminJob.id}/cancel`)).status()).toBe(404);

    for (const path of ["/research-progress", "/admin"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await expect(page.getByText(adminJob.id)).toHaveCount(0);
    }
    await expectAccessible(page);
  });
});

async function ideaFor(page: Page): Promise<number> {
  const sponsors = await (
    await page.request.get("/api/sponsor-brands?search=Rolex&pageSize=1")
  ).json();
  const brands = await (await page.request.get("/api/event-brands")).json();
  const liv = brands.find((b: { name: string }) => b.name === "LIV Golf").id;
  const submitted = await page.request.post("/api/jobs/activation", {
    data: { sponsorId: sponsors[0].id, eventId: liv, count: 1 },
  });
  const { jobId } = await submitted.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/jobs/${jobId}`)).json()).status, {
      timeout: 20_000,
    })
    .toBe("completed");
  const ideas = await (await page.request.get(`/api/activations/${sponsors[0].id}`)).json();
  return ideas[0].id;
}

/** Keep every worker busy with high-priority image variations so a new job waits its turn. */
async function fillQueue(api: APIRequestContext, activationId: number, count: number) {
  const responses = await Promise.all(
    Array.from({ length: count }, () =>
      api.post("/api/jobs/submit", {
        data: { type: "image-variations", data: { activationId, count: 8 }, priority: 100 },
      }),
    ),
  );
  return Promise.all(
    responses.map(async (response) => {
      expect(response.status()).toBe(202);
      return (await response.json()).jobId as string;
    }),
  );
}

test.describe("admin panel", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("tasks use real pickers, one at a time; the job card cancels", async ({
    page,
    request,
    admin,
    member,
  }) => {
    // The test keeps every worker of the server busy with image jobs on purpose (so the admin's
    // task stays queued long enough to cancel): everything the page asks for meanwhile is slower.
    test.slow();
    await signInAs(page, admin);
    const activationId = await ideaFor(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
    for (const name of [
      "Job monitor",
      "Sponsor Discovery",
      "Brand Activation Generation",
      "Visual Mockup Generation",
      "Event Management",
    ]) {
      await expect(page.getByRole("region", { name })).toBeVisible();
    }
    await expect(page.getByLabel("Event", { exact: true })).toContainText("LIV Golf");
    await expectAccessible(page);

    const login = await request.post("/api/login", {
      data: { username: member.username, password: member.password },
    });
    expect(login.status()).toBe(200);
    const fillers = [
      ...(await fillQueue(request, activationId, 19)),
      ...(await fillQueue(page.request, activationId, 18)),
    ];

    // With every worker busy the submission itself can take longer than a toast check waits:
    // wait for its answer (within the slow test's time), then for the toast it brings.
    const submitted = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/jobs/potential-sponsors" &&
        response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Find sponsors" }).click();
    expect((await submitted).status()).toBe(202);
    await expectToast(page, "Task Started");
    const card = page.getByTestId("job-progress-card");
    await expect(card).toContainText("Sponsor Discovery");
    await page.getByRole("button", { name: "Generate ideas" }).click();
    await expectToast(page, "Please wait for the current task (Sponsor Discovery) to complete.");

    await card.getByRole("button", { name: "Cancel" }).click();
    await expectToast(page, "Job Cancelled");
    await expect(card.locator("[data-status=cancelled]")).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel" })).toHaveCount(0);

    // The fillers have done their part. The admin's own end with a toast each ('Job completed')
    // while they drain, so a steady stream could keep a toast over the next button: cancel them
    // first (a cancelled job ends without a toast), then wait for the screen to clear.
    for (const id of fillers) {
      await request.post(`/api/jobs/${id}/cancel`);
      await page.request.post(`/api/jobs/${id}/cancel`);
    }

    // Cancelled: the lock is free again.
    await waitForToastsToClose(page);
    await page.getByRole("button", { name: "Generate mockup" }).click();
    await expectToast(page, /Visual Mockup Generation is queued/);
  });

  test("the schedule import and a new event brand", async ({ page, admin }) => {
    await signInAs(page, admin);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();

    // The season not yet over today (in late 2026, 2027's), never a past one.
    const season = livGolfSeasonFor(todayIso());
    const importButton = page.getByRole("button", { name: `Import ${season} LIV Golf schedule` });
    await importButton.click();
    await expectToast(page, "The import process is running in the background.");
    await expect(importButton).toBeDisabled();
    await expect(importButton).toBeEnabled({ timeout: 6000 });

    const name = page.getByLabel("Event name");
    await name.fill("   ");
    await expect(page.getByRole("button", { name: "Create Event Brand" })).toBeDisabled();
    await name.press("Enter");
    await expectToast(page, "Validation Error");
    await expect(page.getByText("Event name is required").first()).toBeVisible();
    await name.fill("Asian Tour");
    await page.getByLabel("Website (optional)").fill("www.asiantour.com");
    await page.getByRole("button", { name: "Create Event Brand" }).click();
    await expectToast(
      page,
      "Asian Tour has been created. You can now analyze sponsors for this event.",
    );
    await expect(name).toHaveValue("");
  });
});
