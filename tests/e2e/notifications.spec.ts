import type { Page } from "@playwright/test";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

/** Run a research job as the signed-in user through the server's worker, until it ends. */
async function research(page: Page, sponsorName: string, ends: "completed" | "failed") {
  const submitted = await page.request.post("/api/jobs/research", { data: { sponsorName } });
  expect(submitted.status()).toBe(202);
  const { jobId } = await submitted.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/jobs/${jobId}`)).json()).status, {
      timeout: 20_000,
    })
    .toBe(ends);
}

test.describe("notification centre", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a finished job lights the bell; opening its notification marks it read", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/");
    const bell = page.getByRole("button", { name: "Notifications", exact: true });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId("notification-count")).toHaveCount(0);

    // The empty state.
    await bell.click();
    await expect(page.getByText("No notifications yet.", { exact: false })).toBeVisible();
    await page.keyboard.press("Escape");

    await research(page, "Rolex", "completed");

    // The bell asks again when the window regains focus (and every minute); a reload is quicker.
    await page.reload();
    const count = page.getByTestId("notification-count");
    await expect(count.locator("[aria-hidden]")).toHaveText("1");
    await expect(bell).toHaveAccessibleDescription("1 unread");
    // Checked before the menu opens: a modal menu hides the page behind it from assistive tech.
    await expectAccessible(page);

    await bell.click();
    const item = page.getByRole("menuitem", { name: /Sponsor research finished: Rolex/ });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute("data-unread", "");
    await expect(page.getByRole("menuitem", { name: "Mark all as read" })).toBeVisible();

    await item.click();
    await expect(page).toHaveURL(/\/sponsor-brands\/detail\/\d+\?tab=research/);
    await expect(count).toHaveCount(0);
    const after = await (await page.request.get("/api/notifications")).json();
    expect(after.unreadCount).toBe(0);
    expect(after.items[0]).toMatchObject({ read: true });
  });

  test("Mark all as read clears the count", async ({ page, member }) => {
    await signInAs(page, member);
    await research(page, "No Such Brand", "failed");
    await research(page, "Another Missing Brand", "failed");
    await page.goto("/");
    const bell = page.getByRole("button", { name: "Notifications", exact: true });
    await expect(bell).toHaveAccessibleDescription("2 unread");
    await bell.click();
    await expect(
      page.getByRole("menuitem", { name: /Sponsor research failed: No Such Brand/ }),
    ).toBeVisible();
    await page.getByRole("menuitem", { name: "Mark all as read" }).click();
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
    await expect(page.locator("[role=menuitem][data-unread]")).toHaveCount(0);
  });
});

test.describe("audit log", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("admins list team changes and filter them by action; others are denied", async ({
    page,
    admin,
    member,
  }) => {
    await signInAs(page, admin);
    const promote = await page.request.patch(`/api/users/${member.id}`, {
      data: { role: "admin" },
    });
    expect(promote.status()).toBe(200);
    const demote = await page.request.patch(`/api/users/${member.id}`, {
      data: { role: "user" },
    });
    expect(demote.status()).toBe(200);
    const deactivate = await page.request.patch(`/api/users/${member.id}`, {
      data: { isActive: false },
    });
    expect(deactivate.status()).toBe(200);

    await page.goto("/admin");
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toHaveAttribute("data-action", "user.deactivated");
    await expect(rows.first()).toContainText("ada");
    await expect(rows.first()).toContainText("user mia");
    await expect(page.getByText("admin → user")).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Action", { exact: true }).click();
    await page.getByRole("option", { name: "user.role_changed" }).click();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?action=user\.role_changed$/);
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row).toHaveAttribute("data-action", "user.role_changed");
    }

    // The filter is in the address: a reload keeps it.
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(page.getByLabel("Action", { exact: true })).toContainText("user.role_changed");

    await page.getByLabel("Actor", { exact: true }).fill("nobody");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No entries")).toBeVisible();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(rows).toHaveCount(3);
  });

  test("a user gets Access Denied on /admin/audit", async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect((await page.request.get("/api/admin/audit-log")).status()).toBe(403);
  });
});
