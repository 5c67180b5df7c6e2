import type { Page } from "@playwright/test";
import { dismissDevBanner, expect, signInAs, test } from "./support/fixtures";

/** Waits for the settings' save started by `act` to be answered. */
async function saving(page: Page, act: () => Promise<void>) {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/user/settings") && response.request().method() === "PATCH",
    ),
    act(),
  ]);
}

test.describe("settings", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("a notification switch turns by pointer and by keyboard, and saves at once", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/settings");
    const inApp = page.getByRole("switch", { name: "In-app notifications" });
    await expect(inApp).toHaveAttribute("aria-checked", "true");
    await expect(inApp).toHaveAccessibleDescription(/The bell in the header/);

    await saving(page, () => inApp.click());
    await expect(inApp).toHaveAttribute("aria-checked", "false");
    await expect(inApp).toHaveAttribute("data-state", "unchecked");
    await page.reload();
    await expect(inApp).toHaveAttribute("aria-checked", "false");

    await inApp.focus();
    await saving(page, () => page.keyboard.press("Space"));
    await expect(inApp).toHaveAttribute("aria-checked", "true");
    await expect(inApp).toBeFocused();
    await saving(page, () => page.keyboard.press("Enter"));
    await expect(inApp).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await expect(inApp).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("switch", { name: "Email notifications" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  test("the display mode radios: one Tab stop, arrows move and choose, Home and End only move, Space chooses", async ({
    page,
    member,
  }) => {
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/user/settings") && request.method() === "PATCH") {
        saves.push(request.postData() ?? "");
      }
    });
    await signInAs(page, member);
    await page.goto("/settings");
    const modes = page.getByRole("radiogroup", { name: "Display mode" });
    const light = modes.getByRole("radio", { name: "light" });
    const dark = modes.getByRole("radio", { name: "dark" });
    await expect(light).toHaveAttribute("aria-checked", "true");
    await expect(dark).toHaveAttribute("aria-checked", "false");

    await saving(page, () => dark.click());
    await expect(dark).toHaveAttribute("aria-checked", "true");
    await expect(dark).toHaveAttribute("data-state", "checked");
    await expect(light).toHaveAttribute("aria-checked", "false");
    await expect(dark).toBeFocused();

    // An arrow moves to the next radio (wrapping around) and chooses it; the group has no
    // orientation, so the up and down arrows do too.
    await saving(page, () => page.keyboard.press("ArrowRight"));
    await expect(light).toBeFocused();
    await expect(light).toHaveAttribute("aria-checked", "true");
    await saving(page, () => page.keyboard.press("ArrowUp"));
    await expect(dark).toBeFocused();
    await expect(dark).toHaveAttribute("aria-checked", "true");

    // Home and End move without choosing; Space chooses; Enter does nothing.
    await page.keyboard.press("Home");
    await expect(light).toBeFocused();
    await expect(dark).toHaveAttribute("aria-checked", "true");
    await saving(page, () => page.keyboard.press("Space"));
    await expect(light).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("End");
    await expect(dark).toBeFocused();
    await page.keyboard.press("Enter");

    // One Tab stop: Shift+Tab leaves the group, Tab comes back to the chosen radio, and the
    // next Tab leaves the group.
    await page.keyboard.press("Shift+Tab");
    await expect(light).not.toBeFocused();
    await expect(dark).not.toBeFocused();
    await page.keyboard.press("Tab");
    await expect(light).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(light).not.toBeFocused();
    await expect(dark).not.toBeFocused();

    await page.reload();
    await expect(light).toHaveAttribute("aria-checked", "true");
    expect(saves.map((body) => JSON.parse(body).displayMode)).toEqual([
      "dark",
      "light",
      "dark",
      "light",
    ]);
  });
});
