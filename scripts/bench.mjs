// npm run bench — performance figures, measured in one run on a production build, written to
// bench/report.json. The server runs against a throwaway PostgreSQL server (the production
// backend) filled through the app's own domain functions. Never run as part of `npm test`.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { firstLoadJs } from "./bench/bundles.mjs";
import { compareWithBaseline } from "./bench/http.mjs";
import { ensureBuild } from "./lib/build.mjs";
import { startNextServer } from "./lib/next-server.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { ensureDependencies } from "./lib/setup.mjs";

const tsx = (script, env) =>
  execFileSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script],
    {
      env: { ...process.env, ...env },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
const lastJsonLine = (output) => JSON.parse(output.trim().split("\n").filter(Boolean).pop());

async function main() {
  await ensureDependencies();
  await ensureBuild();
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
    const prepared = lastJsonLine(tsx("scripts/bench/prepare.ts", env));
    server = await startNextServer({
      name: "bench-server",
      env: { ...env, NODE_ENV: "production", PITCHSIDE_BENCH: "1" },
    });
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
    console.log("Growing the catalogue to 10,000 brands ...");
    tsx("scripts/bench/grow-catalogue.ts", env);
    const firstScoring = Date.now();
    await fetch(`${server.url}${sponsorList}`, { headers: signedIn });
    report.sponsorList10k = {
      sponsors: 10_000,
      firstRequestScoringMs: Date.now() - firstScoring,
      ...(await compareWithBaseline(server.url, sponsorList, { headers: signedIn })),
      searchAndPage: await compareWithBaseline(server.url, `${sponsorList}&search=bank&page=3`, {
        headers: signedIn,
      }),
    };

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

    // The server's own workers would claim the bench jobs: stop it first.
    await server.stop();
    server = undefined;
    console.log("Job runner: 500 jobs on PostgreSQL ...");
    report.jobRunner = lastJsonLine(tsx("scripts/bench/jobs.ts", env));
  } finally {
    await server?.stop();
    await pg.stop();
  }
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
  report.firstLoadJs = firstLoadJs();

  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/report.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  console.log("\nWritten to bench/report.json");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
