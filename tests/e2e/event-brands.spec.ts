import { pngBytes } from "../support/images";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

test.describe("event brands", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("Manage Properties lists the brands with truncated descriptions; admins add one", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    await page.goto("/event-brands");
    await expect(page.getByRole("heading", { name: "Manage Properties" })).toBeVisible();
    const liv = page.getByRole("link", { name: /LIV Golf/ });
    // The 2025 season and its provisional copies in 2026 and 2027 (the seed rolls it forward).
    await expect(liv).toContainText("42 scheduled events");
    // The seeded description is longer than 100 characters: 97 characters and an ellipsis.
    await expect(liv).toContainText("backed by Saudi Arabia's Public Invest...");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add Event Brand" }).click();
    const dialog = page.getByRole("dialog");
    const create = dialog.getByRole("button", { name: "Create Event Brand" });
    await expect(create).toBeDisabled();
    await dialog.getByLabel("Name").fill("   ");
    await dialog.getByLabel("Name").press("Enter");
    await expect(dialog.getByText("Event name is required")).toBeVisible();
    await expectToast(page, "Event name is required");
    await expect(create).toBeDisabled();
    await dialog.getByLabel("Name").fill("Asian Tour");
    await dialog.getByLabel("Website (optional)").fill("asiantour.com");
    await create.click();
    await expectToast(
      page,
      "Asian Tour has been created. You can now analyze sponsors for this event.",
    );
    await expect(page.getByRole("link", { name: /Asian Tour/ })).toBeVisible();
  });

  test("users see no Add button; an empty catalogue and a failed reload say so", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto("/event-brands");
    await expect(page.getByRole("button", { name: "Add Event Brand" })).toHaveCount(0);
    const { resetDatabase, createTestUser } = await import("../support/db");
    await resetDatabase();
    const again = await createTestUser({ username: "solo" });
    await page.context().clearCookies();
    await signInAs(page, again);
    await page.goto("/event-brands");
    await expect(page.getByText("No event brands found. Add one to get started.")).toBeVisible();
  });

  test("the error text appears when the list fails to load", async ({ page, admin }) => {
    await signInAs(page, admin);
    await page.goto("/event-brands");
    await page.route("**/api/event-brands", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            status: 503,
            contentType: "application/json",
            body: '{"error":"Database unavailable"}',
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Add Event Brand" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill("Refetch Tour");
    await page.getByRole("dialog").getByRole("button", { name: "Create Event Brand" }).click();
    await expect(
      page.getByText("Error loading event brands: API Error (503): Database unavailable"),
    ).toBeVisible();
  });

  test("brand detail: select, link cards, upcoming events, logo upload", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    await page.goto("/event-brands");
    await page.getByRole("link", { name: /SailGP/ }).click();
    await expect(page).toHaveURL(/\/event-brands\/\d+$/);
    await expect(page.getByRole("heading", { name: "SailGP" })).toBeVisible();
    const id = page.url().split("/").pop();
    await expect(page.getByText("0 scheduled events")).toBeVisible();
    await expect(page.getByText("No upcoming events scheduled.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule an Event" })).toHaveAttribute(
      "href",
      `/specific-events?eventBrandId=${id}&action=create`,
    );
    for (const [name, href] of [
      ["Discover Sponsors", `/sponsor-discovery?eventBrandId=${id}`],
      ["Match Analysis", `/sponsor-discovery?eventBrandId=${id}`],
      ["Current Sponsors", `/current-sponsors?eventBrandId=${id}`],
      ["Industry Insights", `/industry-insights?eventBrandId=${id}`],
    ]) {
      await expect(page.getByRole("link", { name: new RegExp(name!) })).toHaveAttribute(
        "href",
        href!,
      );
    }

    await page.getByRole("button", { name: "Select Brand" }).click();
    await expectToast(page, "Now working with SailGP");
    await expect(page.getByRole("button", { name: /Current event context/ })).toHaveAccessibleName(
      /SailGP/,
    );

    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectToast(page, "Please select an image file.");
    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await pngBytes(300, 150) });
    await expect(page.getByRole("img", { name: "Preview of the new logo" })).toBeVisible();
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expectToast(page, "The brand logo has been updated.");
    await expect(page.getByRole("img", { name: "Preview of the new logo" })).toHaveCount(0);
    // Served through the image optimizer at the tile's size: /_next/image?url=/uploads/logos/…
    await expect(page.getByRole("img", { name: "SailGP logo" }).locator("img")).toHaveAttribute(
      "src",
      /\/_next\/image\?url=%2Fuploads%2Flogos%2Fevent-brands%2F[^&]+&w=\d+/,
    );
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expectToast(page, "Please select an image to upload.");
    await expectAccessible(page);
  });

  test("upcoming events show the next three and link to the whole schedule", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    const brands = await (await page.request.get("/api/event-brands")).json();
    const liv = brands.find((b: { name: string }) => b.name === "LIV Golf");
    const year = new Date().getFullYear() + 1;
    // Early January: before the seeded provisional season (it starts in February).
    for (const [name, start] of [
      ["Future Four", "-01-04"],
      ["Future One", "-01-01"],
      ["Future Three", "-01-03"],
      ["Future Two", "-01-02"],
    ]) {
      await page.request.post("/api/specific-events", {
        data: {
          name,
          startDate: `${year}${start}`,
          endDate: `${year}${start}`,
          eventBrandId: liv.id,
        },
      });
    }
    await page.goto(`/event-brands/${liv.id}`);
    const upcoming = page
      .getByRole("heading", { name: "Upcoming Events" })
      .locator("xpath=ancestor::*[@data-slot='card'][1]");
    await expect(upcoming.getByRole("listitem")).toHaveCount(3);
    await expect(upcoming.getByRole("listitem").first()).toContainText("Future One");
    await expect(upcoming.getByRole("listitem").last()).toContainText("Future Three");
    // 14 events of 2025, their provisional copies in 2026 and 2027, and these four.
    await upcoming.getByRole("link", { name: "View All 46 Events" }).click();
    await expect(page).toHaveURL(`/specific-events?eventBrandId=${liv.id}`);
  });

  test("an unknown brand shows the load error", async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto("/event-brands/999999");
    await expect(page.getByText("Error loading event brand")).toBeVisible();
    await expect(page.getByText("Event brand not found")).toBeVisible();
    await page.goto("/event-brands/not-a-number");
    await expect(page.getByText("Unknown error occurred")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
