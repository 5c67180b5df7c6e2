// Lighthouse on the product's pages, signed in: mobile form factor with Lighthouse's default
// simulated throttling, three runs per page, the median reported with its verdict against the
// targets (performance ≥ 97, TBT ≤ 150 ms, no layout shift). Uses the machine's Chromium, as the
// Playwright configuration does.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

export const LIGHTHOUSE_TARGETS = { performance: 97, cls: 0, tbtMs: 150 };

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
/** Only the pages whose address starts with one of these (comma-separated), when set. */
const ONLY_PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES || "").split(",").filter(Boolean);
/** A folder to keep each run's full Lighthouse report in (JSON), when set. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS || "";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PROPOSAL_TIMEOUT_MS = 5 * 60_000;

/**
 * A drafted proposal and a share link to it, made through the API as a user would, so the
 * builder and the share page are measured with real content (the drafting job has finished).
 */
async function sharedProposal(base, headers, eventBrandId, sponsorBrandId) {
  const send = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`lighthouse pages: ${method} ${path} answered ${response.status}`);
    return response.json();
  };
  const { proposal, job } = await send("POST", "/api/proposals", {
    sponsorBrandId,
    eventBrandId,
    tier: "Official Sponsor",
  });
  const deadline = Date.now() + PROPOSAL_TIMEOUT_MS;
  for (;;) {
    const { status } = await send("GET", `/api/jobs/${job.id}`);
    if (status === "completed") break;
    if (["failed", "stalled", "cancelled"].includes(status) || Date.now() > deadline)
      throw new Error(`lighthouse pages: the proposal's drafting job ended ${status}`);
    await sleep(500);
  }
  const link = await send("POST", `/api/proposals/${proposal.id}/share-links`, {});
  return { proposalId: proposal.id, sharePath: new URL(link.url, base).pathname };
}

/** The pages the targets name, with ids read from (or made in) the bench's own data through the API. */
export async function lighthousePages(base, headers, eventBrandId) {
  const read = async (path) => {
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) throw new Error(`lighthouse pages: GET ${path} answered ${response.status}`);
    return response.json();
  };
  const events = await read(`/api/specific-events?eventBrandId=${eventBrandId}`);
  const sponsors = await read(`/api/sponsor-brands?eventBrandId=${eventBrandId}&pageSize=1`);
  const eventId = (Array.isArray(events) ? events : events.items)?.[0]?.id;
  const sponsorId = (Array.isArray(sponsors) ? sponsors : sponsors.items)?.[0]?.id;
  if (!eventId || !sponsorId) throw new Error("lighthouse pages: no event or sponsor to open");
  const pages = [
    "/auth",
    "/",
    "/event-brands",
    `/event-brands/${eventBrandId}`,
    "/specific-events",
    `/specific-events/${eventId}`,
    `/sponsor-discovery?eventBrandId=${eventBrandId}`,
    "/sponsor-brands",
    `/sponsor-brands/detail/${sponsorId}`,
    "/current-sponsors",
    "/industry-insights",
    "/proposals",
    "/proposals/:id",
    "/p/:token",
    "/sponsor-brands/import",
  ];
  const wanted = ONLY_PAGES.length
    ? pages.filter((page) => ONLY_PAGES.some((prefix) => page.startsWith(prefix)))
    : pages;
  // The proposal is drafted only when a page that shows it is measured.
  if (!wanted.some((page) => page.includes(":"))) return wanted;
  const { proposalId, sharePath } = await sharedProposal(base, headers, eventBrandId, sponsorId);
  return wanted.map((page) =>
    page.replace("/proposals/:id", `/proposals/${proposalId}`).replace("/p/:token", sharePath),
  );
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const round = (v, digits = 0) => (typeof v === "number" ? Number(v.toFixed(digits)) : null);
  return {
    performance: round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility:
      lhr.categories.accessibility?.score == null
        ? null
        : round(lhr.categories.accessibility.score * 100),
    lcpMs: round(audit("largest-contentful-paint")),
    tbtMs: round(audit("total-blocking-time")),
    cls: round(audit("cumulative-layout-shift"), 3),
    fcpMs: round(audit("first-contentful-paint")),
    siMs: round(audit("speed-index")),
    lcpElement:
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    // What moved, largest shift first (for CLS findings).
    layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) => `${item.score?.toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? "?"}`,
      ),
    // The document the server answered (after any server redirect), and the address shown at the
    // end (a page may put its defaults in the address with history.replaceState, no round trip).
    documentUrl: lhr.mainDocumentUrl,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Opportunities and diagnostics that failed in a run, for the report (ids and titles only). */
function failingAudits(lhr) {
  const perf = lhr.categories.performance?.auditRefs ?? [];
  return perf
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
}

/** Put the session cookie in the browser's cookie jar (a Cookie request header is not honoured). */
async function signInBrowser(port, base, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const [name, ...rest] = cookie.split("=");
  await browser.setCookie({
    name,
    value: rest.join("="),
    domain: new URL(base).hostname,
    path: "/",
  });
  await browser.disconnect();
}

/**
 * Three Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS), with the median of each figure. The sign-in
 * page runs first, signed out (it sends a signed-in user away); then the session cookie goes into
 * the browser and the other pages run signed in. A run the server redirected to another page (to the
 * sign-in page, say) is reported as such and never counts as meeting the targets; a page that only
 * rewrote its address in the browser (history.replaceState) is reported with `addressAfterLoad`.
 */
export async function measureLighthouse({ base, cookie, pages }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  const ordered = [...pages].sort((a, b) => Number(b === "/auth") - Number(a === "/auth"));
  let signedIn = false;
  try {
    for (const page of ordered) {
      const signedOut = page === "/auth";
      if (!signedOut && !signedIn) {
        await signInBrowser(chrome.port, base, cookie);
        signedIn = true;
      }
      const runs = [];
      const errors = [];
      // A loaded machine now and then spoils a trace (NO_NAVSTART, NO_FCP): such a run is retried.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
        const { lhr } = await lighthouse(
          `${base}${page}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility"],
          },
          undefined,
        );
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const name = `${page.replace(/[^a-z0-9]+/gi, "_")}-${attempt + 1}.json`;
          writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) errors.push(lhr.runtimeError.code);
        else runs.push({ ...figures(lhr), failing: failingAudits(lhr) });
      }
      if (runs.length === 0) {
        console.log(`  ${page}: no run completed (${errors.join(", ")})`);
        results.push({ page, signedIn: !signedOut, errors, meetsTargets: false });
        continue;
      }
      const m = (key) => median(runs.map((r) => r[key]));
      const performance = m("performance");
      const cls = m("cls");
      const tbtMs = m("tbtMs");
      // The run whose score is the median, for its LCP element and failing audits.
      const medianRun = [...runs].sort((a, b) => a.performance - b.performance)[
        Math.floor(runs.length / 2)
      ];
      const result = {
        page,
        signedIn: !signedOut,
        performance,
        accessibility: m("accessibility"),
        lcpMs: m("lcpMs"),
        tbtMs,
        cls,
        fcpMs: m("fcpMs"),
        siMs: m("siMs"),
        runs: runs.map((r) => r.performance),
        ...(errors.length ? { spoiltRuns: errors } : {}),
        lcpElement: medianRun.lcpElement,
        layoutShifts: medianRun.layoutShifts,
        failingAudits: medianRun.failing,
        meetsTargets:
          performance >= LIGHTHOUSE_TARGETS.performance &&
          cls <= LIGHTHOUSE_TARGETS.cls &&
          tbtMs <= LIGHTHOUSE_TARGETS.tbtMs,
      };
      const address = (url) => (url ? `${new URL(url).pathname}${new URL(url).search}` : null);
      const served = address(medianRun.documentUrl ?? medianRun.finalUrl);
      if (served && served !== page) {
        result.redirectedTo = served;
        result.meetsTargets = false;
      }
      const shown = address(medianRun.finalUrl);
      if (shown && shown !== page && shown !== served) result.addressAfterLoad = shown;
      console.log(
        `  ${page}${result.redirectedTo ? ` (landed on ${result.redirectedTo})` : ""}: ${performance} (LCP ${result.lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}) ${result.meetsTargets ? "ok" : "MISSES"}`,
      );
      results.push(result);
    }
  } finally {
    chrome.kill();
  }
  return {
    targets: LIGHTHOUSE_TARGETS,
    runsPerPage: RUNS,
    settings: "mobile, simulated throttling (Lighthouse defaults), performance + accessibility",
    allMeetTargets: results.every((r) => r.meetsTargets),
    pages: results,
  };
}
