// npm test — every check CI makes, in order, on a fresh clone:
// lint and format, types, migrations, unit tests, then a production build (each page within its
// first-load JavaScript budget, bundle-budgets.json) served against a
// throwaway PostgreSQL server for the integration (HTTP + database) and end-to-end (Chromium) tests.
// Run a subset with e.g. `npm test -- lint unit` (stages: lint types migrations unit integration e2e).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { checkBundleBudgets } from "./lib/bundles.mjs";
import { startNextServer, tail } from "./lib/next-server.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { run } from "./lib/process.mjs";
import { ensureChromium, ensureDependencies } from "./lib/setup.mjs";

const ALL = ["lint", "types", "migrations", "unit", "integration", "e2e"];
// Arguments after "--" go to the test runner of the chosen stages: `npm test -- e2e -- --grep detail`.
const separator = process.argv.indexOf("--", 2);
const passThrough = separator === -1 ? [] : process.argv.slice(separator + 1);
const requested = process.argv
  .slice(2, separator === -1 ? undefined : separator)
  .filter((arg) => ALL.includes(arg));
const stages = requested.length > 0 ? requested : ALL;
const timings = [];
const cleanups = [];

async function stage(name, fn) {
  if (!stages.includes(name)) return;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  await fn();
  timings.push([name, Date.now() - started]);
}

const npx = (bin, args, options) =>
  run(process.execPath, [path.join("node_modules", ".bin", bin), ...args], options);
// Scripts and tests that import server modules resolve `server-only` like the server bundle does.
const serverConditions = "--conditions=react-server";

async function main() {
  const started = Date.now();
  await ensureDependencies();
  const chromium = stages.includes("e2e") ? ensureChromium() : Promise.resolve(null);
  chromium.catch(() => {});

  await stage("lint", async () => {
    await npx("eslint", [".", "--max-warnings=0"]);
    await npx("prettier", ["--check", "."]);
    await run(process.execPath, ["scripts/check-structure.mjs"]);
  });
  await stage("types", async () => {
    await npx("next", ["typegen"]);
    await npx("tsc", ["--noEmit", "-p", "."]);
  });
  await stage("migrations", () => run(process.execPath, ["scripts/check-migrations.mjs"]));
  await stage("unit", () => npx("jest", ["--selectProjects", "unit", ...passThrough]));

  if (!stages.includes("integration") && !stages.includes("e2e")) return finish(started);

  const pg = await startPostgres();
  cleanups.push(() => pg.stop());
  // A folder of this run's own: two runs in one checkout must not delete each other's uploads.
  mkdirSync(".tmp", { recursive: true });
  const dataDir = mkdtempSync(path.resolve(".tmp/test-data-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  const buildStarted = Date.now();
  // Types were checked by the "types" stage; the build need not check them again.
  await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PITCHSIDE_SKIP_BUILD_CHECKS: "1" },
  });
  // Every page within its first-load JavaScript budget (bundle-budgets.json).
  checkBundleBudgets();
  timings.push(["build", Date.now() - buildStarted]);

  const serverEnv = {
    NODE_ENV: "production",
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    NEXTAUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    NOTIFICATION_EMAIL_DELAY_SECONDS: "2",
    // Webhook tests deliver to a receiver they start on 127.0.0.1; every other private,
    // loopback and link-local address stays refused.
    WEBHOOK_ALLOWED_PRIVATE_NETWORKS: "127.0.0.1/32",
  };
  const server = await startNextServer({ name: "test-server", env: serverEnv });
  cleanups.push(() => server.stop());
  const testEnv = { ...process.env, ...serverEnv, NODE_ENV: "test", TEST_BASE_URL: server.url };
  // The integration tests record every JSON answer here; the replay checks them afterwards.
  const recording = path.resolve(`.tmp/responses-${process.pid}.jsonl`);
  rmSync(recording, { force: true });
  cleanups.push(async () => rmSync(recording, { force: true }));

  try {
    await stage("integration", async () => {
      const env = { ...testEnv, RECORD_RESPONSES_FILE: recording };
      const failed = await npx(
        "jest",
        ["--selectProjects", "integration", "--runInBand", ...passThrough],
        { env },
      ).then(
        () => null,
        (error) => error,
      );
      // Response replay: a sample of the recorded answers against the declared schemas (run
      // even when a test failed, so one run reports both).
      await npx("jest", ["--selectProjects", "replay"], { env });
      if (failed) throw failed;
    });
    await stage("e2e", async () => {
      const browser = await chromium;
      await npx("playwright", ["test", ...passThrough], {
        env: { ...testEnv, CHROMIUM_PATH: browser ?? "", NODE_OPTIONS: serverConditions },
      });
    });
  } catch (error) {
    console.error(`\nServer log (${server.logFile}):\n${tail(server.logFile)}`);
    throw error;
  }
  finish(started);
}

function finish(started) {
  console.log("\nStage timings:");
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(12)} ${(ms / 1000).toFixed(1)} s`);
  console.log(`  total        ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function cleanup() {
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
    await cleanup();
    process.exit(1);
  });
