import { dismissDevBanner, expect, signInAs, test } from "./support/fixtures";

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
