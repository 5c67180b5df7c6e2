import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands } from "@/lib/server/db/schema";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  signInAs,
  test,
} from "./support/fixtures";

const livId = async () =>
  (await getDb().select().from(eventBrands).where(eq(eventBrands.name, "LIV Golf")))[0]!.id;

test.describe("audience inputs on the event brand page", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("an admin edits them: figure, source and the Estimate mark", async ({ page, admin }) => {
    // A long page, checked by axe under a loaded machine.
    test.setTimeout(90_000);
    const liv = await livId();
    await signInAs(page, admin);
    await page.goto(`/event-brands/${liv}`);
    const card = page.getByTestId("audience-inputs");
    await expect(card.getByText("Audience inputs", { exact: true })).toBeVisible();
    // The seeded estimate is shown in the form, marked as one.
    const figure = card.getByLabel("Attendance per event: Figure");
    await expect(figure).toHaveValue("40000");
    await expect(card.getByLabel("Estimate (Attendance per event)")).toBeChecked();
    await expectAccessible(page);

    await figure.fill("52000");
    await card.getByLabel("Attendance per event: Source", { exact: true }).fill("Official release");
    await card
      .getByLabel("Attendance per event: Source address")
      .fill("https://example.com/attendance");
    await card.getByLabel("Estimate (Attendance per event)").uncheck();
    await card.getByRole("button", { name: "Save audience inputs" }).click();
    await expectToast(page, "LIV Golf has been saved.");
    const [row] = await getDb().select().from(eventBrands).where(eq(eventBrands.id, liv));
    expect(row!.reach.attendancePerEvent).toEqual({
      value: 52_000,
      estimate: false,
      source: { name: "Official release", url: "https://example.com/attendance", date: null },
    });
  });

  test("a member reads them with their sources and what is missing", async ({ page, member }) => {
    test.setTimeout(90_000);
    const liv = await livId();
    await getDb()
      .update(eventBrands)
      .set({
        reach: {
          attendancePerEvent: {
            value: 52_000,
            estimate: false,
            source: { name: "Official release", url: "https://example.com/attendance" },
          },
        },
      })
      .where(eq(eventBrands.id, liv));
    await signInAs(page, member);
    await page.goto(`/event-brands/${liv}`);
    const read = page.getByTestId("audience-inputs");
    await expect(read).toContainText("52,000 · Official release");
    await expect(read.getByRole("button", { name: "Save audience inputs" })).toHaveCount(0);
    await expect(
      read.getByRole("link", { name: "source for Attendance per event (opens in a new tab)" }),
    ).toHaveAttribute("href", "https://example.com/attendance");
    await expect(read).toContainText("X followers");
    await expect(read.getByText("missing").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a refused figure shows the server's message and changes nothing", async ({
    page,
    admin,
  }) => {
    const liv = await livId();
    await signInAs(page, admin);
    await page.goto(`/event-brands/${liv}`);
    const card = page.getByTestId("audience-inputs");
    await card.getByLabel("Attendance per event: Figure").fill("-5");
    await card.getByRole("button", { name: "Save audience inputs" }).click();
    await expectToast(page, "An audience figure must be a number of 0 or more");
    const [row] = await getDb().select().from(eventBrands).where(eq(eventBrands.id, liv));
    expect(row!.reach.attendancePerEvent?.value).toBe(40_000);
  });
});
