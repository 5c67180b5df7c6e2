import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

/** A receiver on 127.0.0.1, the one network the test server lets webhooks reach. */
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    received.push(String(req.headers["pitchside-event"]));
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

test.describe("the Webhooks page", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("an admin subscribes a URL, sees the secret once, tests, replays, deactivates and deletes it", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    await page.goto("/admin/webhooks");
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    await expect(page.getByText("No webhooks yet")).toBeVisible();

    // The form checks its fields before sending.
    await page.getByRole("button", { name: "Create webhook" }).click();
    await expect(page.getByText("URL is required")).toBeVisible();
    await expect(page.getByText("Choose at least one event")).toBeVisible();
    // A private address is refused by the server, on the URL field.
    await page.getByRole("textbox", { name: "URL" }).fill("http://10.0.0.1/hook");
    await page.getByRole("checkbox", { name: "deal.created" }).check();
    await page.getByRole("button", { name: "Create webhook" }).click();
    await expect(page.getByText(/10\.0\.0\.1 is a private address/)).toBeVisible();

    const url = `${receiverUrl}/e2e`;
    await page.getByRole("textbox", { name: "URL" }).fill(url);
    await page.getByRole("textbox", { name: "Description (optional)" }).fill("CRM sync");
    await page.getByRole("button", { name: "Create webhook" }).click();
    await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
    const card = page.getByRole("listitem", { name: url });
    await expect(card).toContainText("CRM sync");
    await expect(card).toContainText("deal.created");
    await expectAccessible(page);

    // Shown once: a reload lists the subscription without it.
    await page.reload();
    await expect(card).toBeVisible();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);

    await card.getByRole("button", { name: "Send test event" }).click();
    const rows = card.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("ping");
    await expect(rows.first().locator('[data-status="succeeded"]')).toBeVisible({
      timeout: 15_000,
    });
    await expect(rows.first()).toContainText("204");
    await rows
      .first()
      .getByRole("button", { name: /^Replay ping/ })
      .click();
    await expect(rows).toHaveCount(2);
    await expect(rows.locator('[data-status="succeeded"]')).toHaveCount(2, { timeout: 15_000 });
    expect(received).toEqual(["ping", "ping"]);

    await card.getByRole("switch").click();
    await expect(card.getByText("Inactive")).toBeVisible();
    await expect(card.getByRole("button", { name: "Send test event" })).toBeDisabled();

    await card.getByRole("button", { name: `Delete ${url}` }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Delete this webhook?");
    await page.getByRole("button", { name: "Delete webhook" }).click();
    await expect(page.getByText("No webhooks yet")).toBeVisible();
  });
});
