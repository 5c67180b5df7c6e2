import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { emailOutbox } from "@/lib/server/db/schema";
import { storeEmail } from "@/lib/server/email/send";
import { appUrl, renderEmail } from "@/lib/server/email/templates";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  openBeforeHydration,
  signInAs,
  test,
} from "./support/fixtures";

const LINK = appUrl("/auth/verify?token=e2e-token-0123456789");

/** A stored message with its status set directly (no job delivers it until a retry). */
async function message(
  to: string,
  subject: string,
  status: "queued" | "sent" | "failed",
  transport?: "smtp" | "outbox",
) {
  const content = renderEmail({
    heading: `Heading of ${subject}`,
    paragraphs: ["Confirm this address to finish signing up."],
    action: { label: "Verify email", url: LINK },
  });
  const row = await storeEmail({ to, kind: "verify-email", subject, ...content });
  await getDb()
    .update(emailOutbox)
    .set({
      status,
      attempts: status === "queued" ? 0 : 1,
      lastError: status === "failed" ? "550 5.1.1 Mailbox unavailable" : null,
      sentAt: status === "sent" ? new Date() : null,
      ...(transport ? { transport } : {}),
    })
    .where(eq(emailOutbox.id, row.id));
  return row;
}

/** A message kept in the outbox (no SMTP) and one emailed over SMTP. */
async function keptAndEmailed() {
  await message("fan@other.example", "Kept here", "sent", "outbox");
  await message("ada@club.example", "Emailed", "sent", "smtp");
}

test.describe("the Outbox", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("an admin filters the messages, opens one rendered, and retries a failed one", async ({
    page,
    admin,
  }) => {
    await message("fan@other.example", "Your invitation", "sent");
    await message("ada@club.example", "Verify your address", "failed");
    await message("ada@club.example", "Reset your password", "queued");

    await signInAs(page, admin);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Outbox" }).click();
    await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
    const rows = page.getByTestId("outbox-table").locator("tbody tr");
    await expect(rows).toHaveCount(3);
    // Newest first.
    await expect(rows.first()).toContainText("Reset your password");
    await expectAccessible(page);

    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Failed" }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Verify your address");

    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "All statuses" }).click();
    await page.getByRole("searchbox", { name: "Recipient address" }).fill("ADA@club");
    await page.getByRole("searchbox", { name: "Recipient address" }).press("Enter");
    await expect(page).toHaveURL(/q=ADA%40club/);
    await expect(rows).toHaveCount(2);

    // Keyboard: the subject is a link; Enter opens the message.
    await page.getByRole("link", { name: "Verify your address" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/id=\d+/);
    const panel = page.getByTestId("outbox-message");
    await expect(panel.getByRole("heading", { name: "Verify your address" })).toBeVisible();
    await expect(panel.getByText("550 5.1.1 Mailbox unavailable")).toBeVisible();

    const rendered = page.frameLocator('iframe[title="Rendered message: Verify your address"]');
    await expect(
      rendered.getByRole("heading", { name: "Heading of Verify your address" }),
    ).toBeVisible();
    await expect(rendered.getByRole("link", { name: "Verify email" })).toHaveAttribute(
      "href",
      LINK,
    );
    await expect(panel.locator("iframe")).toHaveAttribute("sandbox", "");
    await expect(panel.getByLabel("Text version of Verify your address")).toContainText(
      `Verify email: ${LINK}`,
    );
    // The message itself is the sender's markup, shown in a frame where no script (axe's) runs.
    await expectAccessible(page, { exclude: ["iframe[sandbox]"] });

    await panel.getByRole("button", { name: "Retry" }).click();
    await expectToast(page, "Message queued");
    // The server's worker delivers it (to the outbox: no SMTP_URL); the page polls until then.
    await expect(panel.locator("[data-status=sent]")).toBeVisible({ timeout: 20_000 });
    // No SMTP server in the tests: delivered means kept here, and the badge says so.
    await expect(panel.locator("[data-status=sent]")).toHaveText("Kept in the outbox");
    await expect(panel.getByRole("button", { name: "Retry" })).toHaveCount(0);

    await panel.getByRole("link", { name: "Close" }).click();
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(/q=ADA%40club/);
  });

  test("a message kept without SMTP reads 'Kept in the outbox', one sent over SMTP 'Sent'", async ({
    page,
    admin,
  }) => {
    await keptAndEmailed();
    await signInAs(page, admin);
    await page.goto("/admin/outbox");
    const rows = page.getByTestId("outbox-table").locator("tbody tr");
    await expect(rows.filter({ hasText: "Kept here" }).locator("[data-status=sent]")).toHaveText(
      "Kept in the outbox",
    );
    await expect(rows.filter({ hasText: "Emailed" }).locator("[data-status=sent]")).toHaveText(
      "Sent",
    );
    await page.getByRole("link", { name: "Kept here" }).click();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const panel = page.getByTestId("outbox-message");
    await expect(panel.getByRole("heading", { name: "Kept here" })).toBeVisible();
    await expect(panel.locator("[data-status=sent]")).toHaveText("Kept in the outbox");
    await expect(panel.getByText("Outbox (not emailed)")).toBeVisible();
  });

  test("a message pressed while the page hydrates opens, and one clicked before it opens too", async ({
    page,
    admin,
  }) => {
    await keptAndEmailed();
    await signInAs(page, admin);
    const panel = page.getByTestId("outbox-message");
    const link = page.getByRole("link", { name: "Kept here" });
    // Hydrated: the status filter works only from then on.
    const hydrated = () => expect(page.getByRole("combobox", { name: "Status" })).toBeEnabled();

    // Pressed on the server's page, released once it is interactive: hydration must not move the
    // link from under the pointer (the press and the release then hit different elements, and
    // the browser clicks neither).
    const pressed = await openBeforeHydration(page, "/admin/outbox");
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await pressed.release();
    await hydrated();
    await page.mouse.up();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await expect(panel.getByRole("heading", { name: "Kept here" })).toBeVisible();

    // Clicked before the scripts run: the browser follows the link, and the server's page shows
    // the message.
    const early = await openBeforeHydration(page, "/admin/outbox");
    await link.click();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await expect(panel.getByRole("heading", { name: "Kept here" })).toBeVisible();
    await early.release();
    await hydrated();
    await expect(panel.locator("[data-status=sent]")).toHaveText("Kept in the outbox");
  });

  test("a user gets the Access Denied screen", async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto("/admin/outbox");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  });
});
