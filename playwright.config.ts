import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here) against
 * the production build that `npm test` starts; TEST_BASE_URL points at it.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per build folder, so parallel runs in one checkout never delete each other's.
  outputDir: `test-results${process.env.PITCHSIDE_DIST_DIR ? `-${process.env.PITCHSIDE_DIST_DIR.replace(/^\.next-?/, "")}` : ""}`,
  // One server and one database: tests reset data between them, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
