// npm run bench — performance figures, measured in one run on a production build, written to
// bench/report.json. The server runs against a throwaway PostgreSQL server (the production
// backend) filled through the app's own domain functions. Never run as part of `npm test`.
// BENCH_ONLY=<part> runs one part and updates that part of the report, keeping the rest of an
// earlier full run: serverRendering (the dashboard and insights pages and their APIs against the
// bare handler), rankingAtScale (the ranking-at-scale curve), lighthouse (Lighthouse on the
// product's pages, signed in), firstLoadJs (first-load JavaScript per route, from the build) or
// proposalExport (PDF and PowerPoint export of a 10-section proposal with 6 mockups).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { firstLoadJs } from "./lib/bundles.mjs";
import { lighthousePages, measureLighthouse } from "./bench/lighthouse.mjs";
import { compareWithBaseline } from "./bench/http.mjs";
import { measureRankingAtScale, rankingSizes } from "./bench/ranking.mjs";
import { ensureBuild } from "./lib/build.mjs";
import { startNextServer } from "./lib/next-server.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { ensureDependencies } from "./lib/setup.mjs";

const REPORT = "bench/report.json";
const PARTS = ["serverRendering", "rankingAtScale", "lighthouse", "firstLoadJs", "proposalExport"];
/** The report entries a part writes, when they are not named after the part. */
const PART_KEYS = {
  serverRendering: [
    "dashboardPage",
    "brandProgress",
    "insightQueries",
    "industryInsightsPage",
    "industryInsightApi",
    "industrySummariesApi",
  ],
};

const tsx = (script, env, args = []) =>
  execFileSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script, ...args],
    {
      env: { ...process.env, ...env },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
const lastJsonLine = (output) => JSON.parse(output.trim().split("\n").filter(Boolean).pop());

/** Proposal exports on a throwaway PGlite database (no build or server needed). */
function measureProposalExport() {
  const dataDir = path.resolve(".tmp/bench-proposal-export");
  rmSync(dataDir, { recursive: true, force: true });
  try {
    return lastJsonLine(
      tsx("scripts/bench/proposal-export.ts", { DATA_DIR: dataDir, LOG_LEVEL: "warn" }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.env.BENCH_ONLY || "";
  if (only && !PARTS.includes(only))
    throw new Error(`BENCH_ONLY must be one of: ${PARTS.join(", ")} (got "${only}")`);
  const full = !only;
  // Checked before the long steps, so a typo fails at once.
  const sizes = rankingSizes();
  await ensureDependencies();
  if (only === "proposalExport") {
    console.log("Proposal export: PDF and PowerPoint, 10 sections and 6 mockups ...");
    return writeReport({ proposalExport: measureProposalExport() }, only);
  }
  await ensureBuild();
  if (only === "firstLoadJs") return writeReport({ firstLoadJs: firstLoadJs() }, only);
  const report = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    settings: {
      durationSeconds: Number(process.env.BENCH_DURATION || 5),
      connections: Number(process.env.BENCH_CONNECTIONS || 10),
    },
  };

  const pg = await startPostgres({ database: "pitchside_bench" });
  const dataDir = path.resolve(".tmp/bench-data");
  const env = {
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    LOG_LEVEL: "warn",
  };
  let server;
  try {
    // The catalogue starts no larger than the curve's smallest size.
    const prepared = lastJsonLine(tsx("scripts/bench/prepare.ts", env, [String(sizes[0])]));
    const startServer = () =>
      startNextServer({
        name: "bench-server",
        env: { ...env, NODE_ENV: "production", PITCHSIDE_BENCH: "1" },
      });
    server = await startServer();
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: prepared.username, password: prepared.password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.includes("session-token"))
      ?.split(";")[0];
    if (!cookie) throw new Error(`bench sign-in failed: ${login.status}`);
    const signedIn = { cookie };

    if (full) {
      console.log("Measuring GET /api/user ...");
      report.apiUser = await compareWithBaseline(server.url, "/api/user", { headers: signedIn });
      console.log("Measuring the server-rendered /auth page ...");
      report.authPage = await compareWithBaseline(server.url, "/auth", { type: "html" });

      console.log("Measuring event brands and a 500-event schedule ...");
      report.eventBrandsList = await compareWithBaseline(server.url, "/api/event-brands", {
        headers: signedIn,
      });
      report.specificEvents500 = await compareWithBaseline(
        server.url,
        `/api/specific-events?eventBrandId=${prepared.benchTourId}`,
        {
          headers: signedIn,
        },
      );
      report.specificEventsPage500 = await compareWithBaseline(
        server.url,
        `/specific-events?eventBrandId=${prepared.benchTourId}`,
        {
          headers: signedIn,
          type: "html",
        },
      );

      const sponsorList = `/api/sponsor-brands?eventBrandId=${prepared.livId}&pageSize=12`;
      console.log("Measuring the sponsor list with the catalogue ...");
      report.sponsorListCatalogue = {
        sponsors: prepared.sponsorCount,
        ...(await compareWithBaseline(server.url, sponsorList, { headers: signedIn })),
      };
    }

    // Server rendering of the dashboard and the insights page against the bare handler.
    if (full || only === "serverRendering") {
      console.log("Measuring the dashboard ...");
      report.dashboardPage = await compareWithBaseline(server.url, "/", {
        headers: signedIn,
        type: "html",
      });
      report.brandProgress = await compareWithBaseline(
        server.url,
        `/api/sponsorships?eventBrandId=${prepared.livId}`,
        { headers: signedIn },
      );

      console.log("Filling 50,000 deals and timing the insight queries ...");
      report.insightQueries = lastJsonLine(tsx("scripts/bench/insights.ts", env));
      const { eventBrandId, industry } = report.insightQueries;
      report.industryInsightsPage = await compareWithBaseline(
        server.url,
        `/industry-insights?eventBrandId=${eventBrandId}`,
        { headers: signedIn, type: "html" },
      );
      report.industryInsightApi = await compareWithBaseline(
        server.url,
        `/api/industry-insights?eventBrandId=${eventBrandId}&industry=${encodeURIComponent(industry)}`,
        { headers: signedIn },
      );
      report.industrySummariesApi = await compareWithBaseline(
        server.url,
        `/api/industry-insights/summaries?eventBrandId=${eventBrandId}`,
        { headers: signedIn },
      );
    }

    // Lighthouse before the catalogue grows, on the pages the targets name (the sign-in page
    // signed out, the others signed in).
    if (full || only === "lighthouse") {
      // On the data of a full run, where the insights part has filled 50,000 deals by now.
      if (only === "lighthouse") tsx("scripts/bench/insights.ts", env);
      console.log("Lighthouse (mobile, simulated throttling, 3 runs a page) ...");
      report.lighthouse = await measureLighthouse({
        base: server.url,
        cookie,
        pages: await lighthousePages(server.url, signedIn, prepared.livId),
      });
    }

    // Sponsor rankings from the curve's smallest size to its largest (500,000 brands by default):
    // ranked lists, discovery, a background re-rank and the server's memory at each size. Last
    // while the server is up, because it grows the catalogue the measurements above ran on. It
    // starts on a fresh server, so its memory figures follow the catalogue size rather than the
    // pages measured before (and a BENCH_ONLY run reads the same); the session lives in the
    // database, so the sign-in still holds.
    if (full || only === "rankingAtScale") {
      if (full) {
        await server.stop();
        server = await startServer();
      }
      report.rankingAtScale = await measureRankingAtScale({
        base: server.url,
        headers: signedIn,
        contextId: prepared.livId,
        pid: server.child.pid,
        databaseUrl: pg.url,
        env,
      });
    }

    if (full) {
      // The server's own workers would claim the bench jobs: stop it first.
      await server.stop();
      server = undefined;
      console.log("Job runner: 500 jobs on PostgreSQL ...");
      report.jobRunner = lastJsonLine(tsx("scripts/bench/jobs.ts", env));
    }
  } finally {
    await server?.stop();
    await pg.stop();
  }
  if (only) return writeReport(report, only);

  console.log("Reference catalogue: seed and first scoring, on PGlite and PostgreSQL ...");
  const catalogueDir = path.resolve(".tmp/bench-catalogue");
  rmSync(catalogueDir, { recursive: true, force: true });
  report.referenceCatalogue = {
    pglite: lastJsonLine(tsx("scripts/bench/catalogue.ts", { DATA_DIR: catalogueDir })),
  };
  const cataloguePg = await startPostgres({ database: "pitchside_catalogue" });
  try {
    report.referenceCatalogue.postgres = lastJsonLine(
      tsx("scripts/bench/catalogue.ts", { DATA_DIR: catalogueDir, DATABASE_URL: cataloguePg.url }),
    );
  } finally {
    await cataloguePg.stop();
    rmSync(catalogueDir, { recursive: true, force: true });
  }
  console.log("Matching engine ...");
  report.matchingEngine = JSON.parse(tsx("scripts/bench/matching.ts", {}));
  console.log("Mockup composition ...");
  report.mockupComposition = lastJsonLine(tsx("scripts/bench/mockups.ts", {}));
  console.log("Proposal export ...");
  report.proposalExport = measureProposalExport();
  report.firstLoadJs = firstLoadJs();
  writeReport(report);
}

/** Write the report; a partial run (BENCH_ONLY) replaces only its part of an earlier report. */
function writeReport(report, only) {
  const part = only
    ? Object.fromEntries((PART_KEYS[only] ?? [only]).map((key) => [key, report[key]]))
    : report;
  const written =
    only && existsSync(REPORT) ? { ...JSON.parse(readFileSync(REPORT, "utf8")), ...part } : report;
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(written, null, 2)}\n`);
  console.log(JSON.stringify(part, null, 2));
  console.log(`\nWritten to ${REPORT}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
