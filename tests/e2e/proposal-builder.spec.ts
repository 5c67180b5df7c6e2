import type { Locator, Page } from "@playwright/test";
import { createShareLink } from "@/lib/server/proposals/share";
import { createProposalFixture } from "../support/proposals";
import { dismissDevBanner, expect, expectAccessible, test } from "./support/fixtures";

/**
 * The proposal builder's layout: usable on a 390 px phone (the content first, sections that open
 * on demand, Export and Share after them, share links that wrap instead of clipping) and, on a
 * desktop, each Markdown label sitting on its text area however tall the preview beside it.
 */

async function signedInPage(
  browser: import("@playwright/test").Browser,
  user: { username: string; password: string },
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await dismissDevBanner(page);
  const response = await page.request.post("/api/login", {
    data: { username: user.username, password: user.password },
  });
  expect(response.status()).toBe(200);
  return page;
}

/** The element's box lies inside the viewport's width (nothing cut off at either side). */
async function expectWithinWidth(locator: Locator, width: number) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test.describe("proposal builder layout", () => {
  test("on a 390 px phone: sections first and closed, then Export and Share; links wrap", async ({
    browser,
    member,
  }) => {
    // A walk through the whole page at a phone's size, ending with an accessibility scan.
    test.setTimeout(90_000);
    const fixture = await createProposalFixture({ ownerId: member.id });
    const actor = { id: member.id, username: member.username, role: "user" };
    await createShareLink(fixture.proposalId, { expiresInDays: 7 }, actor);
    await createShareLink(fixture.proposalId, { expiresInDays: 30, passcode: "let-me-in" }, actor);
    const viewport = { width: 390, height: 844 };
    const page = await signedInPage(browser, member, viewport);
    await page.goto(`/proposals/${fixture.proposalId}`);

    const sections = page.getByRole("list", { name: "Sections" });
    await expect(sections.locator("[data-section]")).toHaveCount(10);
    // The fixture's event is over: the builder says so before anything else.
    await expect(page.getByTestId("event-ended-warning")).toContainText("is over");

    // Closed sections: the Markdown shows once a section is opened.
    const summary = page.getByLabel("Executive summary (Markdown)");
    await expect(summary).toBeHidden();
    await page.getByRole("button", { name: "Open Executive summary" }).click();
    await expect(summary).toBeVisible();
    await page.getByRole("button", { name: "Close Executive summary" }).click();
    await expect(summary).toBeHidden();

    // The content comes first: Export and Share follow the last section.
    const lastSection = (await sections.boundingBox())!;
    const output = page.getByRole("region", { name: "Export and share" });
    const outputBox = (await output.boundingBox())!;
    expect(outputBox.y).toBeGreaterThan(lastSection.y + lastSection.height);
    // A few screens, not fourteen; nothing wider than the phone.
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(size.height).toBeLessThan(viewport.height * 6);
    expect(size.overflow).toBeLessThanOrEqual(0);

    // Every link shows its status, views and buttons inside the screen.
    const rows = page.getByRole("list", { name: "Share links" }).getByTestId("share-link-row");
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expectWithinWidth(row, viewport.width);
      await expectWithinWidth(row.getByText("Active"), viewport.width);
      await expectWithinWidth(row.getByTestId("share-link-views"), viewport.width);
      await expectWithinWidth(row.getByRole("button", { name: "Copy" }), viewport.width);
      await expectWithinWidth(row.getByRole("button", { name: "Revoke" }), viewport.width);
    }
    await expectAccessible(page);
    await page.context().close();
  });

  test("on a desktop, a Markdown label stays on its text area beside a tall preview", async ({
    browser,
    member,
  }) => {
    const fixture = await createProposalFixture({ ownerId: member.id });
    const page = await signedInPage(browser, member, { width: 1440, height: 900 });
    await page.goto(`/proposals/${fixture.proposalId}`);
    const area = page.getByLabel("Why this partnership (Markdown)");
    // A body longer than the text area's twelve rows makes the preview the taller of the two.
    await area.fill(Array.from({ length: 40 }, (_, i) => `Reason ${i + 1}.\n`).join("\n"));
    const preview = page.getByRole("region", { name: "Why this partnership preview" });
    await expect(preview).toContainText("Reason 40.");
    const label = page.locator('label[for="section-why_match-body"]');
    const labelBox = (await label.boundingBox())!;
    const areaBox = (await area.boundingBox())!;
    const previewBox = (await preview.boundingBox())!;
    expect(previewBox.height).toBeGreaterThan(500);
    // The label sits just above its area (the field's gap), at the top of the row.
    expect(areaBox.y - (labelBox.y + labelBox.height)).toBeLessThan(12);
    expect(labelBox.y - previewBox.y).toBeLessThan(12);
    await page.context().close();
  });
});
