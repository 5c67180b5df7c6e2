// Part of `npm run bench`: sponsor ranking at scale. For each catalogue size (BENCH_RANKING_SIZES,
// 10,000 / 100,000 / 500,000 brands by default) the catalogue is grown, one context is ranked
// again through 'Refresh Sponsors' while discovery is polled, then the ranked reads are measured
// under load and the server's memory is read. The result is the curve in
// report.rankingAtScale.
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { compareWithBaseline } from "./http.mjs";

export const DEFAULT_RANKING_SIZES = [10_000, 100_000, 500_000];

/** What the issue asks at 500,000 brands; every size is checked against it. */
export const RANKING_TARGETS = {
  listP50Ms: 50,
  listP99Ms: 150,
  listThroughputRatio: 0.35,
  discoveryP50Ms: 100,
  rerankMs: 5_000,
  rssMiB: 512,
};

const POLL_INTERVAL_MS = 100;
const RERANK_TIMEOUT_MS = 10 * 60_000;
const RSS_SAMPLE_MS = 250;
// A name search (the target's figure) and a broad word that also matches thousands of overviews.
const SEARCH = "toyota";
const BROAD_SEARCH = "bank";

/** BENCH_RANKING_SIZES: comma-separated brand counts, measured in increasing order. */
export function rankingSizes(value = process.env.BENCH_RANKING_SIZES) {
  if (!value?.trim()) return DEFAULT_RANKING_SIZES;
  const sizes = value.split(",").map((part) => Number(part.trim().replaceAll("_", "")));
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0))
    throw new Error(`BENCH_RANKING_SIZES must be positive whole numbers, got "${value}"`);
  return [...new Set(sizes)].sort((a, b) => a - b);
}

// The growth runs for minutes at 500,000 brands. An asynchronous child keeps this process's event
// loop free meanwhile: the memory sampler keeps sampling and the server's log pipe keeps draining.
function tsxAsync(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script, ...args],
      { env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 64 * 2 ** 20 },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(JSON.parse(stdout.trim().split("\n").filter(Boolean).pop()));
      },
    );
    child.stderr.pipe(process.stderr);
  });
}

/** Resident memory of a process and its descendants, in MiB (0 once it has exited). */
export function rssMiB(pid) {
  let kib = 0;
  const visit = (id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      kib += Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(/\s+/) : []) visit(child);
      }
    } catch {
      // gone, or no /proc (not Linux): counts as nothing
    }
  };
  visit(pid);
  return Math.round(kib / 1024);
}

/** Samples the server's memory in the background; `peak()` answers and restarts the window. */
function memorySampler(pid) {
  let peak = 0;
  let overall = 0;
  const sample = () => {
    const now = rssMiB(pid);
    peak = Math.max(peak, now);
    overall = Math.max(overall, now);
    return now;
  };
  const timer = setInterval(sample, RSS_SAMPLE_MS);
  timer.unref();
  return {
    sample,
    peak() {
      const seen = Math.max(peak, sample());
      peak = 0;
      return seen;
    },
    overall: () => Math.max(overall, sample()),
    stop: () => clearInterval(timer),
  };
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function discovery(base, path, headers) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  const body = response.ok ? await response.json() : await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

/**
 * Wait until the context's ranking is ready (a read before the refresh may itself have started a
 * run: a never-ranked context is ranked on first read, a stale one in the background).
 */
async function settledRanking(base, path, headers) {
  const deadline = Date.now() + RERANK_TIMEOUT_MS;
  for (;;) {
    const read = await discovery(base, path, headers);
    if (read.status !== 200)
      throw new Error(`${path} answered ${read.status} before the refresh: ${read.body}`);
    if (read.body.ranking.status === "ready" && read.body.ranking.rankedAt) return read.body;
    if (Date.now() > deadline) throw new Error(`${path}: the ranking never settled`);
    await sleep(POLL_INTERVAL_MS);
  }
}

/**
 * 'Refresh Sponsors' for the context: POST the refresh, then read discovery every 100 ms until it
 * reports a newer ranking, ready. Every read must answer 200 with the previous total until then:
 * readers are served the previous ranking, never an empty or half-built one.
 */
async function measureRerank(base, contextId, headers, memory) {
  const path = `/api/sponsor-discovery?eventBrandId=${contextId}`;
  const before = await settledRanking(base, path, headers);
  const started = performance.now();
  const refresh = await fetch(`${base}/api/sponsor-discovery/refresh`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ eventBrandId: contextId }),
  });
  const accepted = refresh.status === 202 ? await refresh.json() : null;
  if (!accepted) throw new Error(`refresh answered ${refresh.status}: ${await refresh.text()}`);
  const acceptedMs = Math.round(performance.now() - started);

  const progressSeen = [];
  const statusesSeen = new Set();
  const readMs = [];
  const failures = [];
  let polls = 0;
  let totalsUnchanged = true;
  let after = null;
  const deadline = Date.now() + RERANK_TIMEOUT_MS;
  while (!after) {
    const pollStarted = performance.now();
    const read = await discovery(base, path, headers);
    polls++;
    memory.sample();
    readMs.push(read.ms);
    if (read.status !== 200) failures.push({ status: read.status, body: String(read.body) });
    else {
      const { ranking, total } = read.body;
      statusesSeen.add(ranking.status);
      if (progressSeen.at(-1) !== ranking.progress) progressSeen.push(ranking.progress);
      const fresh =
        ranking.status === "ready" &&
        ranking.rankedAt &&
        Date.parse(ranking.rankedAt) > Date.parse(before.ranking.rankedAt);
      if (fresh) after = { ...read.body, ms: Math.round(performance.now() - started) };
      else if (total !== before.total) {
        totalsUnchanged = false;
        failures.push({ status: 200, total, expected: before.total, ranking });
      }
    }
    if (Date.now() > deadline)
      throw new Error(`the re-rank of ${path} did not finish in ${RERANK_TIMEOUT_MS} ms`);
    if (!after) await sleep(Math.max(0, POLL_INTERVAL_MS - (performance.now() - pollStarted)));
  }
  return {
    ms: after.ms,
    acceptedMs,
    jobId: accepted.jobId ?? null,
    polls,
    progressSeen,
    statusesSeen: [...statusesSeen],
    readsDuringRerankMs: { p50: percentile(readMs, 50), max: percentile(readMs, 100) },
    totalBefore: before.total,
    totalAfter: after.total,
    sponsorCount: after.ranking.sponsorCount,
    allReadsOk: failures.every((failure) => failure.status === 200),
    totalsUnchangedWhileRanking: totalsUnchanged,
    readsConsistent: failures.length === 0,
    failures: failures.slice(0, 5),
  };
}

// autocannon reports zero latencies when no request finished within the measurement: no figure.
const completed = (measured) => measured.endpoint.requestsPerSecond > 0;
const figures = (measured) => ({
  p50Ms: completed(measured) ? measured.endpoint.latencyMs.p50 : null,
  p99Ms: completed(measured) ? measured.endpoint.latencyMs.p99 : null,
  throughputRatio: measured.throughputRatio,
  unloadedMs: measured.unloadedMs,
});

/**
 * The curve. `contextId` is the event brand ranked and read (LIV Golf); `pid` the server's process
 * for its memory; `databaseUrl` the database the server reads, for the growth and the checks.
 */
export async function measureRankingAtScale({ base, headers, contextId, pid, databaseUrl, env }) {
  const sizes = rankingSizes();
  const rssAtStartMiB = rssMiB(pid);
  const memory = memorySampler(pid);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const results = [];
  let originalProfile;
  try {
    for (const size of sizes) {
      console.log(`Ranking at scale: growing the catalogue to ${size.toLocaleString("en")} ...`);
      const grown = await tsxAsync("scripts/bench/grow-catalogue.ts", [String(size)], env);
      memory.peak(); // the growth is the bench's own work: start this size's window after it

      console.log(`Ranking at scale: re-ranking LIV Golf over ${grown.brands} brands ...`);
      const rerank = await measureRerank(base, contextId, headers, memory);
      // After a profile change most scores move, so most rows are rewritten: the costly case.
      // LIV Golf takes SailGP's profile and back, turn about.
      const {
        rows: [profiles],
      } = await db.query(
        `select (select profile from event_brands where id = $1) as current,
                (select profile from event_brands where name = 'SailGP') as other`,
        [contextId],
      );
      originalProfile ??= profiles.current;
      const nextProfile =
        JSON.stringify(profiles.current) === JSON.stringify(originalProfile)
          ? profiles.other
          : originalProfile;
      await db.query(`update event_brands set profile = $2 where id = $1`, [
        contextId,
        JSON.stringify(nextProfile),
      ]);
      console.log(`Ranking at scale: re-ranking after a profile change ...`);
      const rerankAfterProfileChange = await measureRerank(base, contextId, headers, memory);
      const rerankPeakRssMiB = memory.peak();

      // The largest industry: the filter that returns the most rows.
      const {
        rows: [largest],
      } = await db.query(
        `select industry, brands from sponsor_brand_counts
         where industry <> '' order by brands desc, industry limit 1`,
      );
      const industry = encodeURIComponent(largest.industry);
      const list = `/api/sponsor-brands?eventBrandId=${contextId}&pageSize=12&sort=match`;
      const discover = `/api/sponsor-discovery?eventBrandId=${contextId}`;
      const paths = {
        listFirstPage: list,
        listPage50: `${list}&page=50`,
        listSearch: `${list}&search=${SEARCH}`,
        listSearchBroad: `${list}&search=${BROAD_SEARCH}`,
        listIndustry: `${list}&industry=${industry}`,
        discovery: discover,
        discoveryFiltered: `${discover}&minMatch=70&industries=${industry}&tab=all`,
      };
      // One request alone first: the totals the lists answer, to check them against the
      // catalogue, and the latency without load (a request slower than the measurement window
      // would otherwise leave no figure at all).
      const totals = {};
      const unloadedMs = {};
      for (const [name, path] of Object.entries(paths)) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers });
        const body = await response.text();
        unloadedMs[name] = Math.round(performance.now() - started);
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`);
        totals[name] = name.startsWith("list")
          ? Number(response.headers.get("x-total-count"))
          : JSON.parse(body).total;
      }
      const endpoints = {};
      for (const [name, path] of Object.entries(paths)) {
        console.log(`Ranking at scale: measuring ${name} at ${grown.brands} brands ...`);
        endpoints[name] = {
          unloadedMs: unloadedMs[name],
          ...(await compareWithBaseline(base, path, { headers })),
        };
      }
      const listed = ["listFirstPage", "listPage50", "listSearch", "listIndustry"];
      const discovered = ["discovery", "discoveryFiltered"];
      const rss = rssMiB(pid);
      const peakRssMiB = Math.max(rerankPeakRssMiB, memory.peak(), rss);
      results.push({
        brands: grown.brands,
        growth: grown,
        industry: largest.industry,
        industryBrands: largest.brands,
        search: SEARCH,
        totals,
        totalsMatchCatalogue:
          totals.listFirstPage === grown.brands &&
          totals.discovery === grown.brands &&
          totals.listIndustry === largest.brands,
        rerank,
        rerankAfterProfileChange,
        rerankPeakRssMiB,
        endpoints,
        rssMiB: rss,
        peakRssMiB,
        meetsTargets: {
          list: listed.every(
            (name) =>
              completed(endpoints[name]) &&
              endpoints[name].endpoint.latencyMs.p50 <= RANKING_TARGETS.listP50Ms &&
              endpoints[name].endpoint.latencyMs.p99 <= RANKING_TARGETS.listP99Ms &&
              endpoints[name].throughputRatio >= RANKING_TARGETS.listThroughputRatio,
          ),
          discovery: discovered.every(
            (name) =>
              completed(endpoints[name]) &&
              endpoints[name].endpoint.latencyMs.p50 <= RANKING_TARGETS.discoveryP50Ms,
          ),
          rerank:
            Math.max(rerank.ms, rerankAfterProfileChange.ms) <= RANKING_TARGETS.rerankMs &&
            rerank.readsConsistent &&
            rerankAfterProfileChange.readsConsistent,
          memory: peakRssMiB < RANKING_TARGETS.rssMiB,
        },
      });
    }
  } finally {
    await db.end();
    memory.stop();
  }

  // The same figures as one series per figure, in size order: the curve at a glance.
  const series = (pick) => results.map(pick);
  const curve = { brands: series((r) => r.brands) };
  for (const name of Object.keys(results[0]?.endpoints ?? {}))
    for (const figure of Object.keys(figures(results[0].endpoints[name])))
      curve[`${name}.${figure}`] = series((r) => figures(r.endpoints[name])[figure]);
  Object.assign(curve, {
    rerankMs: series((r) => r.rerank.ms),
    rerankAfterProfileChangeMs: series((r) => r.rerankAfterProfileChange.ms),
    rerankReadsConsistent: series(
      (r) => r.rerank.readsConsistent && r.rerankAfterProfileChange.readsConsistent,
    ),
    rssMiB: series((r) => r.rssMiB),
    peakRssMiB: series((r) => r.peakRssMiB),
  });
  return {
    measuredAt: new Date().toISOString(),
    settings: {
      sizes,
      durationSeconds: Number(process.env.BENCH_DURATION || 5),
      connections: Number(process.env.BENCH_CONNECTIONS || 10),
      pollIntervalMs: POLL_INTERVAL_MS,
    },
    targets: RANKING_TARGETS,
    rssAtStartMiB,
    peakRssMiB: memory.overall(),
    curve,
    sizes: results,
  };
}
