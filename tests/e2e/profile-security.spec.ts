import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  openBeforeHydration,
  signInAs,
  test,
} from "./support/fixtures";

const NEW_PASSWORD = "a brand new phrase";
const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

test.describe("profile security", () => {
  // This browser introduces itself as Chrome on a Mac, whatever machine runs the tests.
  test.use({ userAgent: CHROME_MAC });

  test("change the password, then sign out and sign in with the new one", async ({
    page,
    member,
  }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Security" }).click();
    const form = page.getByRole("tabpanel", { name: "Security" });

    // Checked in the browser first: length and the confirmation.
    await form.getByLabel("Current password").fill(member.password);
    await form.getByLabel("New password", { exact: true }).fill("short");
    await form.getByLabel("Confirm new password").fill("different");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(form.getByText("Passwords do not match")).toBeVisible();

    // The server's answer lands on its field.
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("Current password is incorrect")).toBeVisible();

    await form.getByLabel("Current password").fill(member.password);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Your password has been changed.");
    await expect(form.getByLabel("Current password")).toHaveValue("");
    await expect(form.getByLabel("New password", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Confirm new password")).toHaveValue("");
    await expectAccessible(page);

    // This device stays signed in.
    await page.reload();
    await expect(page).toHaveURL("/profile");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/auth");
    const login = page.getByRole("tabpanel", { name: "Login" });
    await login.getByLabel("Username or email").fill(member.username);
    await login.getByLabel("Password").fill(member.password);
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login.getByRole("alert")).toHaveText("Invalid username or password");
    await login.getByLabel("Password").fill(NEW_PASSWORD);
    await login.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
  });

  test("changing the password revokes the API tokens too unless unticked (ticked by default)", async ({
    page,
    member,
  }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    const created = await page.request.post("/api/api-tokens", {
      data: { name: "CRM sync", scope: "read", expiresInDays: 30 },
    });
    expect(created.status()).toBe(201);
    const { token } = (await created.json()) as { token: string };
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Security" }).click();
    const form = page.getByRole("tabpanel", { name: "Security" });

    const revoke = form.getByLabel(/Also revoke my API tokens/);
    await expect(revoke).toBeChecked();
    await form.getByLabel("Current password").fill(member.password);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Your password has been changed. 1 API token was revoked.");
    // The form starts again as it was: the box is ticked for the next change.
    await expect(revoke).toBeChecked();
    const used = await page.request.fetch("/api/user", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(used.status()).toBe(401);
  });

  test("the sessions list shows this device and signs out the others", async ({
    page,
    member,
    playwright,
    baseURL,
  }) => {
    await dismissDevBanner(page);
    // Another device: a separate client with its own User-Agent and cookie.
    const phone = await playwright.request.newContext({
      baseURL,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    });
    expect(
      (
        await phone.post("/api/login", {
          data: { username: member.username, password: member.password },
        })
      ).status(),
    ).toBe(200);

    await signInAs(page, member);
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Security" }).click();
    const list = page.getByRole("list", { name: "Active sessions" });
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("This device");
    await expect(items.first()).toContainText("Chrome on macOS");
    await expect(items.first()).toContainText("Active now");
    await expect(items.nth(1)).toContainText("Safari on iPhone");
    await expect(items.nth(1)).toContainText(/Last seen just now/);
    await expect(items.nth(1)).not.toContainText("This device");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Sign out all other sessions" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Every device but this one will be signed out (1 session)");
    await dialog.getByRole("button", { name: "Sign out others" }).click();
    await expectToast(page, "1 other session was signed out.");
    await expect(items).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Sign out all other sessions" })).toBeDisabled();
    expect((await phone.get("/api/user")).status()).toBe(401);

    // One other session at a time.
    expect(
      (
        await phone.post("/api/login", {
          data: { username: member.username, password: member.password },
        })
      ).status(),
    ).toBe(200);
    await page.reload();
    await page.getByRole("tab", { name: "Security" }).click();
    await expect(items).toHaveCount(2);
    await page.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
    await expectToast(page, "Safari on iPhone has been signed out.");
    await expect(items).toHaveCount(1);
    expect((await phone.get("/api/user")).status()).toBe(401);
    await phone.dispose();
  });

  test("what is typed into the profile before the page hydrates is kept and can be saved", async ({
    page,
    member,
  }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    const profile = await openBeforeHydration(page, "/profile");
    await page.getByLabel("Company").fill("Early Bird Partners");
    await profile.release();
    // Hydration keeps the text and the form knows it changed: Save Changes is ready.
    const save = page.getByRole("button", { name: "Save Changes" });
    await expect(save).toBeEnabled();
    await expect(page.getByLabel("Company")).toHaveValue("Early Bird Partners");
    await save.click();
    await expectToast(page, "Your profile information has been updated successfully.");
    await page.reload();
    await expect(page.getByLabel("Company")).toHaveValue("Early Bird Partners");
  });

  test("the profile's tabs: one Tab stop, and arrows, Home and End open the tab they move to", async ({
    page,
    member,
  }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    await page.goto("/profile");
    const general = page.getByRole("tab", { name: "General Information" });
    const security = page.getByRole("tab", { name: "Security" });
    await expect(general).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "General Information" })).toBeVisible();
    // Only the open tab's panel is drawn.
    await expect(page.getByLabel("Current password")).toHaveCount(0);

    await security.click();
    await expect(security).toBeFocused();
    await expect(security).toHaveAttribute("aria-selected", "true");
    await expect(security).toHaveAttribute("data-state", "active");
    const securityPanel = page.getByRole("tabpanel", { name: "Security" });
    await expect(securityPanel.getByLabel("Current password")).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "General Information" })).toHaveCount(0);

    // The arrows along the list move to the next tab (wrapping around) and open it.
    await page.keyboard.press("ArrowRight");
    await expect(general).toBeFocused();
    await expect(general).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "General Information" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(security).toBeFocused();
    await expect(security).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(general).toBeFocused();
    await expect(general).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(security).toBeFocused();
    await expect(security).toHaveAttribute("aria-selected", "true");
    // The list is horizontal: the down arrow moves nothing.
    await page.keyboard.press("ArrowDown");
    await expect(security).toBeFocused();
    await expect(general).toHaveAttribute("aria-selected", "false");

    // One Tab stop: Tab goes on into the open panel, Shift+Tab comes back to the open tab and
    // then leaves the list, and Tab from before the list lands on the open tab again.
    await page.keyboard.press("Tab");
    await expect(securityPanel).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(security).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(security).not.toBeFocused();
    await expect(general).not.toBeFocused();
    await page.keyboard.press("Tab");
    await expect(security).toBeFocused();
    await expect(securityPanel.getByLabel("Current password")).toBeVisible();
  });
});
