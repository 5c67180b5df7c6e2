import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { closeDb } from "@/lib/server/db/client";
import { DEV_BANNER_COOKIE, STORAGE_KEYS } from "@/lib/shared/event-context";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createTestUser, resetDatabase } from "../../support/db";

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

/**
 * Every test starts from an empty database with the reference data seeded through the app's own
 * seed function, and with one admin and one user. `test.use({ marketDeals: true })` seeds the
 * market's sourced deals too (current partners, track records), as `npm run db:seed` does.
 */
export const test = base.extend<{ marketDeals: boolean; admin: TestUser; member: TestUser }>({
  marketDeals: [false, { option: true }],
  // Playwright fixtures receive their dependencies first; `provide` hands the value to the test.
  admin: async ({ marketDeals }, provide) => {
    await resetDatabase();
    await seedDatabase({ marketDeals });
    await provide(await createTestUser({ username: "ada", role: "admin" }));
  },
  member: async ({ admin: _admin }, provide) => {
    await provide(await createTestUser({ username: "mia", role: "user" }));
  },
});

test.afterAll(async () => {
  await closeDb();
});

export { expect };

/** Sign in through the API from inside the browser context, so the page carries the cookie. */
export async function signInAs(page: Page, user: { username: string; password: string }) {
  const response = await page.request.post("/api/login", {
    data: { username: user.username, password: user.password },
  });
  expect(response.status()).toBe(200);
}

/**
 * No serious or critical axe violations on the page as it is now, outside `exclude` (selectors of
 * parts that are not the app's own: axe cannot run inside a sandboxed frame that allows no script).
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  // Check the page as it settles, not mid-animation: a toast sliding in is partly transparent, and
  // axe would measure the contrast of its half-faded text. Two frames first, so what the last
  // render mounted has started animating; endless animations (spinners) are not waited for.
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round++) {
      await nextFrame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/**
 * The page's headings descend one level at a time (an h1, then h2s, ...), so its outline reads as
 * sections to a screen reader: axe's heading-order rule, a moderate one that `expectAccessible`
 * does not hold every page to.
 */
export async function expectHeadingsInOrder(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
}

/**
 * Keep the development banner out of the way of tests that are not about it, dismissed as the
 * banner's own button does: in storage and in its cookie. With storage alone the server would draw
 * the banner and the browser remove it as the page hydrates, moving everything under it up: a
 * click aimed just then landed on whatever took the target's place.
 */
export async function dismissDevBanner(page: Page) {
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, "true"),
    STORAGE_KEYS.devBannerDismissed,
  );
  await page
    .context()
    .addCookies([{ name: DEV_BANNER_COOKIE, value: "true", url: test.info().project.use.baseURL }]);
}

/** A toast with this text is on screen (Radix also mirrors it into a live region; ignore that copy). */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(
    page
      .locator("[data-slot=toast-description], [data-slot=toast-title]")
      .filter({ hasText: text })
      .first(),
  ).toBeVisible();
}

/**
 * Wait until no toast is on screen, with the pointer away from them. A pointer resting on a toast
 * pauses its timer (Radix), so a click aimed at a control under a toast would wait for ever.
 */
export async function waitForToastsToClose(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-slot=toast][data-state=open]")).toHaveCount(0, {
    timeout: 20_000,
  });
}

/**
 * Hold the page's reads of single jobs (GET /api/jobs/{id}) until `release` is called, so a test
 * can look at a run's progress however fast the offline job ends. Lists and submits pass through.
 */
export async function holdJobReads(page: Page): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const singleJob = /\/api\/jobs\/[0-9a-f]{8}-[0-9a-f-]{27}$/;
  await page.route(singleJob, async (route) => {
    await gate;
    // The page may have given up on this read meanwhile (a newer poll replaced it).
    await route.continue().catch(() => undefined);
  });
  return {
    release: async () => {
      open();
      await page.unroute(singleJob);
    },
  };
}

/**
 * Open `path` with the page's JavaScript held back, so a test can act on what the server drew
 * before the page hydrates; `release` lets the scripts through. (The page's scripts load async,
 * so the document is parsed and shown while they wait.)
 */
export async function openBeforeHydration(
  page: Page,
  path: string,
): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  // Scripts only: the stylesheets (in the same folder) load, so the page is drawn as usual.
  const scripts = /\/_next\/static\/chunks\/.*\.js(\?.*)?$/;
  await page.route(scripts, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return {
    release: async () => {
      open();
      await page.unroute(scripts);
    },
  };
}
