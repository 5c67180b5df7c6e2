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
});
