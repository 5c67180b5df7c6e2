import { latestEmailTo, linkIn } from "../support/email";
import { pngBytes } from "../support/images";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

test.describe("accounts", () => {
  test("register: check your email, verify through the emailed link, then sign in", async ({
    page,
    admin: _admin,
  }) => {
    await dismissDevBanner(page);
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "WHERE BRANDS BELONG" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.getByRole("tabpanel", { name: "Register" });
    await form.getByLabel("Username").fill("newcomer");
    await form.getByLabel("Email").fill("newcomer@gmail.com");
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByLabel("Confirm password").fill("different");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(form.getByText("Passwords do not match")).toBeVisible();
    // The first field in error takes the focus, so its message is read out.
    await expect(form.getByLabel("Password", { exact: true })).toBeFocused();

    await form.getByLabel("Password", { exact: true }).fill("long-enough-1");
    await form.getByLabel("Confirm password").fill("long-enough-1");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(
      form.getByText("Registration is restricted to authorized email addresses only"),
    ).toBeVisible();

    await form.getByLabel("Email").fill("newcomer@example.com");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(form.getByText("newcomer@example.com")).toBeVisible();
    await expectToast(page, "Registration successful");
    await expect(page.getByText("Login Successful")).toHaveCount(0);
    await expectAccessible(page);

    // Signing in before the address is verified is refused, with a way to get a new link.
    await form.getByRole("button", { name: "Back to sign in" }).click();
    const login = page.getByRole("tabpanel", { name: "Login" });
    await login.getByLabel("Username or email").fill("newcomer@example.com");
    await login.getByLabel("Password").fill("long-enough-1");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login.getByRole("alert")).toHaveText(
      "Please verify your email address before signing in. We sent you a link; you can ask for a new one below.",
    );
    await login.getByRole("button", { name: "Resend verification email" }).click();
    await expectToast(page, "Verification email sent");
    await expect(page).toHaveURL("/auth");

    const link = linkIn(await latestEmailTo("newcomer@example.com", "verify-email"));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm email address" }).click();
    await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Email verified" })).toBeFocused();
    await page.getByRole("link", { name: "Sign in" }).click();

    await expect(page).toHaveURL("/auth");
    const again = page.getByRole("tabpanel", { name: "Login" });
    await again.getByLabel("Username or email").fill("newcomer");
    await again.getByLabel("Password").fill("long-enough-1");
    await again.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Welcome, newcomer" })).toBeVisible();

    // The link is single-use: opening it again says so and offers a new one.
    await page.goto(link.pathname + link.search);
    await expect(
      page.getByText("This verification link has already been used. If your address is verified"),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();
  });

  test("login and logout; a signed-out visitor is sent to /auth", async ({ page, member }) => {
    await dismissDevBanner(page);
    const homeFetches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/" && url.searchParams.has("_rsc")) homeFetches.push(request.url());
    });
    await page.goto("/profile");
    await expect(page).toHaveURL("/auth");
    // The sign-in page fetches nothing of the dashboard ahead (it would send a signed-out visitor
    // straight back here); signing in fetches it.
    await page.waitForLoadState("networkidle");
    expect(homeFetches).toEqual([]);
    const form = page.getByRole("tabpanel", { name: "Login" });
    await form.getByLabel("Username or email").fill(member.username);
    await form.getByLabel("Password").fill("wrong-password");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(form.getByRole("alert")).toHaveText("Invalid username or password");
    await form.getByLabel("Password").fill(member.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: /^Welcome, Test/ })).toBeVisible();
    await expectAccessible(page);

    // A signed-in visitor who opens /auth goes back to the dashboard.
    await page.goto("/auth");
    await expect(page).toHaveURL("/");

    await page.getByRole("button", { name: `Account menu for ${member.username}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL("/auth");
    await page.goto("/");
    await expect(page).toHaveURL("/auth");
  });

  test("Access Denied for a user on admin pages; admins see them", async ({
    page,
    admin,
    member,
  }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    for (const path of [
      "/admin",
      "/teams",
      "/research-progress",
      "/loading-demo",
      "/error-handling-demo",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await expect(
        page.getByText(
          "You don't have permission to access this area. Administrator privileges are required.",
        ),
      ).toBeVisible();
    }
    await page.getByRole("link", { name: "Return to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("button", { name: /^Admin$/ })).toHaveCount(0);

    await page.context().clearCookies();
    await signInAs(page, admin);
    await page.goto("/teams");
    await expect(page.getByRole("heading", { name: "Teams" })).toBeVisible();
    await expect(page.getByRole("cell", { name: /mia/ })).toBeVisible();
    // The admin menu: the admin pages, and the demo pages kept apart under "Demos".
    await page.getByRole("button", { name: "Admin", exact: true }).click();
    await page.getByRole("menuitem", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL("/admin");
    await page.getByRole("button", { name: "Admin", exact: true }).click();
    const demos = page.getByRole("group", { name: "Demos" });
    await expect(demos.getByRole("menuitem", { name: "Progress Demo" })).toBeVisible();
    await demos.getByRole("menuitem", { name: "Loading States" }).click();
    await expect(page.getByRole("heading", { name: "Loading States" })).toBeVisible();
  });

  test("unknown paths show Page Not Found, signed in or not", async ({ page, member }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
    await signInAs(page, member);
    await page.goto("/still/not/here");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("the development banner stays dismissed", async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Development notice" });
    await expect(banner).toContainText("under active development and has known bugs");
    // The server renders the banner too, so nothing appears or shifts after hydration.
    const serverHtml = async () => (await page.request.get("/")).text();
    expect(await serverHtml()).toContain("Development notice");
    await banner.getByRole("button", { name: "Dismiss development notice" }).click();
    await expect(banner).toHaveCount(0);
    expect(await serverHtml()).not.toContain("Development notice");
    await page.reload();
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole("region", { name: "Development notice" })).toHaveCount(0);
  });

  test("profile edit and picture upload", async ({ page, member }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    await page.goto("/profile");
    const save = page.getByRole("button", { name: "Save Changes" });
    await expect(save).toBeDisabled();
    await page.getByLabel("Company").fill("Fairway Partners");
    await page.getByLabel("Job Title").fill("Partnerships Lead");
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, "Your profile information has been updated successfully.");
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel("Company")).toHaveValue("Fairway Partners");

    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Change profile picture" }).click();
    await (
      await chooser
    ).setFiles({ name: "avatar.png", mimeType: "image/png", buffer: await pngBytes(200, 200) });
    await expectToast(page, "Your profile picture has been updated successfully.");
    // Served through the image optimizer at the avatar's size: /_next/image?url=/uploads/avatars/…
    await expect(page.getByRole("img", { name: /profile picture/ }).first()).toHaveAttribute(
      "src",
      /\/_next\/image\?url=%2Fuploads%2Favatars%2F[^&]+&w=\d+/,
    );

    await page.getByRole("tab", { name: "Security" }).click();
    await expect(page.getByRole("button", { name: "Change Password" })).toBeEnabled();
  });
});
