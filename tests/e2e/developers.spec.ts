import { dismissDevBanner, expect, signInAs, test } from "./support/fixtures";

test.describe("the API reference", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("is linked from Settings and renders the generated description offline, under the CSP", async ({
    page,
    member,
  }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    // Nothing outside the app may be needed: any request to another host fails the test.
    const appHost = new URL(process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000").host;
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.host !== appHost) outside.push(request.url());
    });

    await signInAs(page, member);
    await page.goto("/settings");
    await page.getByRole("link", { name: "API reference" }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole("heading", { name: "API reference", level: 1 })).toBeVisible();

    const reference = page.getByTestId("api-reference");
    await expect(reference.getByText("Pitchside API").first()).toBeVisible();
    // The operations of a tag, with their summaries from the route declarations.
    await reference.locator("#operations-tag-event-brands").click();
    await expect(reference.getByText("Every property with its event count")).toBeVisible();
    expect(refused).toEqual([]);
    expect(outside).toEqual([]);
  });

  test("has one main landmark, points nowhere outside the app and lists no internal routes", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/developers");
    const reference = page.getByTestId("api-reference");
    // The renderer (1.4 MB) and the first build of the description take a while on a busy machine.
    await expect(reference.locator("#operations-tag-event-brands")).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(reference.getByRole("region", { name: "Operations" })).toBeVisible();
    // The benchmark's baseline and Inngest's endpoint are not part of the API.
    await expect(reference.locator("#operations-tag-bench")).toHaveCount(0);
    await expect(reference.locator("#operations-tag-inngest")).toHaveCount(0);
    await expect(page.getByText("docs/api.md")).toHaveCount(0);
  });
});
