import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { proposalShareLinks } from "@/lib/server/db/schema";
import { createShareLink, revokeShareLink } from "@/lib/server/proposals/share";
import { createProposalFixture } from "../support/proposals";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  openBeforeHydration,
  signInAs,
  test,
} from "./support/fixtures";

/**
 * A shared proposal opened by someone without an account: a fresh, signed-out browser context,
 * the passcode form, then the proposal; a revoked link shows the no-longer-active page.
 */
test.describe("shared proposal page", () => {
  test("a passcode-protected link asks for its passcode, then shows the proposal (noindex)", async ({
    browser,
    member,
  }) => {
    const fixture = await createProposalFixture({ ownerId: member.id, mockupCount: 2 });
    const link = await createShareLink(
      fixture.proposalId,
      { expiresInDays: 7, passcode: "let-me-in" },
      { id: member.id, username: member.username, role: "user" },
    );
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The creator gets the link's address (the rest of the team would not).
    expect(link.url).toMatch(/^\/p\//);
    const response = await page.goto(link.url as string);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText("This proposal is protected")).toBeVisible();
    // No app shell for visitors.
    await expect(page.getByRole("button", { name: "Notifications" })).toHaveCount(0);

    await page.getByLabel("Passcode").fill("wrong-one");
    await page.getByRole("button", { name: "Open proposal" }).click();
    await expect(page.getByText("That passcode is not correct.")).toBeVisible();

    await page.getByLabel("Passcode").fill("let-me-in");
    await page.getByRole("button", { name: "Open proposal" }).click();
    await expect(page.getByRole("heading", { level: 1, name: fixture.title })).toBeVisible();
    await expect(page.getByText(fixture.visibleText)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hydration Station on 18" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Mockup 1" })).toBeVisible();
    await expect(page.getByText(fixture.hiddenMarker)).toHaveCount(0);
    await expect(page.getByText(fixture.conflictMarker)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Mobile-friendly: nothing wider than the phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await context.close();
  });

  test("a revoked link shows that it is no longer active, with status 404", async ({
    browser,
    member,
  }) => {
    const fixture = await createProposalFixture({ ownerId: member.id });
    const actor = { id: member.id, username: member.username, role: "user" };
    const link = await createShareLink(fixture.proposalId, { expiresInDays: 7 }, actor);
    await revokeShareLink(link.id, actor);
    const context = await browser.newContext();
    const page = await context.newPage();
    // The creator gets the link's address (the rest of the team would not).
    expect(link.url).toMatch(/^\/p\//);
    const response = await page.goto(link.url as string);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "This link is no longer active" }),
    ).toBeVisible();
    await expect(page.getByText(fixture.title)).toHaveCount(0);
    // Next adds its own "noindex" to a not-found answer beside the page's: every one says noindex.
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content") ?? ""));
    expect(robots.length).toBeGreaterThan(0);
    expect(robots.every((content) => content.includes("noindex"))).toBe(true);
    await context.close();
  });

  test("the builder's share panel: a passcode needs 6 characters, a locked link says until when", async ({
    page,
    member,
  }) => {
    await dismissDevBanner(page);
    await signInAs(page, member);
    const fixture = await createProposalFixture({ ownerId: member.id });
    const actor = { id: member.id, username: member.username, role: "user" };
    const link = await createShareLink(
      fixture.proposalId,
      { expiresInDays: 7, passcode: "not-guessed" },
      actor,
    );
    // Locked as the server locks a link after too many wrong passcodes.
    await getDb()
      .update(proposalShareLinks)
      .set({ lockedUntil: sql`now() + interval '30 minutes'` })
      .where(eq(proposalShareLinks.id, link.id));
    await page.goto(`/proposals/${fixture.proposalId}`);
    const output = page.getByRole("region", { name: "Export and share" });
    const row = output.getByRole("list", { name: "Share links" }).getByTestId("share-link-row");
    await expect(row.getByTestId("share-link-locked")).toContainText(/Locked.*opens again in/);

    const passcode = output.getByLabel("Passcode (optional)");
    await passcode.fill("12345");
    await output.getByRole("button", { name: "Create link" }).click();
    await expect(output.getByText("The passcode must be at least 6 characters")).toBeVisible();
    await expect(output.getByTestId("new-share-link")).toHaveCount(0);
    await expect(row).toHaveCount(1);
  });

  test("a passcode typed before the page hydrates is kept and opens the proposal", async ({
    browser,
    member,
  }) => {
    const fixture = await createProposalFixture({ ownerId: member.id });
    const link = await createShareLink(
      fixture.proposalId,
      { expiresInDays: 7, passcode: "early-bird" },
      { id: member.id, username: member.username, role: "user" },
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    const shared = await openBeforeHydration(page, link.url as string);
    await page.getByLabel("Passcode").fill("early-bird");
    const open = page.getByRole("button", { name: "Open proposal" });
    await expect(open).toBeDisabled();
    await expect(open).toHaveAccessibleName("Open proposal (loading)");
    await shared.release();
    await open.click();
    await expect(page.getByRole("heading", { level: 1, name: fixture.title })).toBeVisible();
    await context.close();
  });
});
