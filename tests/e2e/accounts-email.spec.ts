import { latestEmailTo, linkIn } from "../support/email";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  openBeforeHydration,
  signInAs,
  test,
  waitForToastsToClose,
} from "./support/fixtures";

/** The page an emailed link opens, as a path on the server under test. */
async function emailedLink(address: string, kind: string): Promise<string> {
  const url = linkIn(await latestEmailTo(address, kind));
  return url.pathname + url.search;
}

test.describe("accounts by email", () => {
  test("forgot password → reset link → sign in with the new password", async ({ page, member }) => {
    await dismissDevBanner(page);
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/auth/forgot-password");
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Invalid email format")).toBeVisible();
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();

    const link = await emailedLink(member.email, "reset-password");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectAccessible(page);
    const password = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    await password.fill("short");
    await confirm.fill("different");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill("password123");
    await confirm.fill("password123");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText(/This password is too common/)).toBeVisible();
    await password.fill("a-brand-new-phrase");
    await confirm.fill("a-brand-new-phrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
    // The toast that follows the page is announced, then left to close: axe checks the page's own
    // content, not a toast caught mid-slide.
    await expectToast(page, "Sign in with your new password.");
    await waitForToastsToClose(page);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/auth");
    const login = page.getByRole("tabpanel", { name: "Login" });
    await login.getByLabel("Username or email").fill(member.username);
    await login.getByLabel("Password").fill("a-brand-new-phrase");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");

    // The link worked once.
    await page.goto(link);
    await expect(page.getByText("This password reset link has already been used.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  });

  test("admin invites; the invitee accepts in a fresh browser and lands on the dashboard", async ({
    page,
    admin,
    browser,
  }) => {
    await dismissDevBanner(page);
    await signInAs(page, admin);
    await page.goto("/teams");
    await page.getByRole("button", { name: "Invite member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite member" });
    await dialog.getByLabel("Email").fill("guest@partner.io");
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Admin" }).click();
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(page, "guest@partner.io will receive a link to join as admin.");
    const pending = page.getByRole("region", { name: "Pending invitations" });
    await expect(
      pending.getByRole("cell", { name: "guest@partner.io", exact: true }),
    ).toBeVisible();
    await expect(pending.getByRole("cell", { name: "ada", exact: true })).toBeVisible();
    await expectAccessible(page);

    const link = await emailedLink("guest@partner.io", "invitation");
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const invitee = await context.newPage();
    await dismissDevBanner(invitee);
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { name: "Join Pitchside" })).toBeVisible();
    await expect(invitee.getByLabel("Email")).toHaveValue("guest@partner.io");
    await expect(invitee.getByText("as an admin")).toBeVisible();
    await expectAccessible(invitee);
    await invitee.getByLabel("Username").fill("guest");
    await invitee.getByLabel("Full name (optional)").fill("Gina Guest");
    await invitee.getByLabel("Password", { exact: true }).fill("tangerine-harbour");
    await invitee.getByLabel("Confirm password").fill("tangerine-harbour");
    await invitee.getByRole("button", { name: "Create account" }).click();
    await expect(invitee).toHaveURL("/");
    await expect(invitee.getByRole("heading", { name: "Welcome, Gina" })).toBeVisible();
    await context.close();

    await page.reload();
    await expect(pending.getByText("No pending invitations.")).toBeVisible();
    await expect(page.getByText("guest · guest@partner.io")).toBeVisible();
  });

  test("an admin forces a member to choose a new password", async ({ page, admin, member }) => {
    await dismissDevBanner(page);
    await signInAs(page, admin);
    await page.goto("/teams");
    const row = page.getByRole("row", { name: new RegExp(member.username) });
    await row.getByRole("button", { name: "Force password reset" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Force a password reset?" });
    await expect(dialog).toContainText(member.email);
    await dialog.getByRole("button", { name: "Force password reset" }).click();
    await expectToast(page, /was signed out and emailed a link to choose a new password/);
    await expect(
      page
        .getByRole("row", { name: new RegExp(member.username) })
        .getByText("Password reset required"),
    ).toBeVisible();
    expect(await emailedLink(member.email, "password-reset-forced")).toMatch(
      /^\/auth\/reset-password\?token=/,
    );
  });
});

test.describe("before the page is ready", () => {
  test("what is typed before hydration is kept and sent: a reset request and a sign-in", async ({
    page,
    member,
  }) => {
    const forgot = await openBeforeHydration(page, "/auth/forgot-password");
    await page.getByLabel("Email").fill(member.email);
    // The button says it is not ready yet, rather than doing nothing when pressed.
    const send = page.getByRole("button", { name: "Send reset link" });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleName("Send reset link (loading)");
    await forgot.release();
    await expect(send).toBeEnabled();
    await expect(page.getByLabel("Email")).toHaveValue(member.email);
    await send.click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    expect(await emailedLink(member.email, "reset-password")).toMatch(/^\/auth\/reset-password/);

    await page.unrouteAll();
    const signIn = await openBeforeHydration(page, "/auth");
    const login = page.getByRole("tabpanel", { name: "Login" });
    await login.getByLabel("Username or email").fill(member.username);
    await login.getByLabel("Password").fill(member.password);
    await login.getByLabel("Remember me for 30 days").check();
    await expect(login.getByRole("button", { name: "Login" })).toBeDisabled();
    await signIn.release();
    await login.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    // Remembered: the session cookie outlives the browser (it has an expiry).
    const session = (await page.context().cookies()).find((cookie) =>
      cookie.name.endsWith("next-auth.session-token"),
    );
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000);
  });
});

test.describe("without JavaScript", () => {
  // Without the page's JavaScript, what the server drew is all a user has: fields take text (it
  // is kept for when the page is ready), buttons that would do nothing show as not ready, and the
  // sign-in tabs are links.
  test.use({ javaScriptEnabled: false });

  test("the sign-in and reset forms show their buttons as not ready; the tabs switch", async ({
    page,
  }) => {
    await page.goto("/auth/forgot-password");
    await expect(page.getByLabel("Email")).toBeEditable();
    await expect(page.getByRole("button", { name: "Send reset link (loading)" })).toBeDisabled();
    await page.goto("/auth");
    const login = page.getByRole("tabpanel", { name: "Login" });
    await expect(login.getByLabel("Username or email")).toBeEditable();
    await expect(login.getByRole("button", { name: "Login (loading)" })).toBeDisabled();
    await page.getByRole("tab", { name: "Register" }).click();
    await expect(page).toHaveURL("/auth?tab=register");
    const register = page.getByRole("tabpanel", { name: "Register" });
    await expect(register.getByRole("button", { name: "Create account (loading)" })).toBeDisabled();
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
