// First-load JavaScript per page: every script a route loads before it can be used (from the
// build's route-bundle-stats.json), gzipped, against its budget in bundle-budgets.json. The build
// stage of `npm test` fails on a page over its budget; `npm run bench` records the same figures.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BUDGETS_FILE = "bundle-budgets.json";
/** How far under its interim ceiling a page may fall before the ceiling must be lowered. */
const CEILING_SLACK_KB = 10;

/** The budgets file: a target per page (or the default) and, for pages not yet cut, a ceiling. */
export function readBudgets(file = BUDGETS_FILE) {
  const budgets = JSON.parse(readFileSync(file, "utf8"));
  if (!Number.isFinite(budgets.defaultKilobytes)) {
    throw new Error(`${file}: defaultKilobytes must be a number`);
  }
  return budgets;
}

/** The budget a page is held to now: its interim ceiling while it has one, else its target. */
export function budgetFor(route, budgets) {
  const target = budgets.targets?.[route] ?? budgets.defaultKilobytes;
  const interim = budgets.interim?.[route]?.kilobytes;
  return { target, limit: interim ?? target };
}

/** Every page's first-load JavaScript (KB, raw and gzipped) with its budget and verdict. */
export function firstLoadJs({ distDir = process.env.PITCHSIDE_DIST_DIR || ".next", budgets } = {}) {
  const held = budgets ?? readBudgets();
  const stats = JSON.parse(readFileSync(`${distDir}/diagnostics/route-bundle-stats.json`, "utf8"));
  const gzipCache = new Map();
  const gzipped = (chunk) => {
    // Paths in the stats start with ".next/" whatever the dist dir is called.
    const file = chunk.replace(/^\.next\//, `${distDir}/`);
    if (!gzipCache.has(chunk)) gzipCache.set(chunk, gzipSync(readFileSync(file)).byteLength);
    return gzipCache.get(chunk);
  };
  return stats
    .filter((entry) => !entry.route.startsWith("/api") && !entry.route.startsWith("/uploads"))
    .map((entry) => {
      const gzipKilobytes = Math.round(
        entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipped(chunk), 0) / 1024,
      );
      const { target, limit } = budgetFor(entry.route, held);
      return {
        route: entry.route,
        kilobytes: Math.round(entry.firstLoadUncompressedJsBytes / 1024),
        gzipKilobytes,
        targetGzipKilobytes: target,
        budgetGzipKilobytes: limit,
        withinBudget: gzipKilobytes <= limit,
        withinTarget: gzipKilobytes <= target,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Check every page against its budget after a build. Prints the table; throws naming each page
 * over its budget, and each page that has come well under its interim ceiling (lower the ceiling,
 * so the cut holds).
 */
export function checkBundleBudgets({ log = console.log, ...options } = {}) {
  const budgets = options.budgets ?? readBudgets();
  const pages = firstLoadJs({ ...options, budgets });
  const over = pages.filter((page) => !page.withinBudget);
  const slack = pages.filter(
    (page) =>
      budgets.interim?.[page.route] &&
      page.gzipKilobytes <= page.budgetGzipKilobytes - CEILING_SLACK_KB,
  );
  const unknown = Object.keys(budgets.interim ?? {}).filter(
    (route) => !pages.some((page) => page.route === route),
  );
  log("First-load JavaScript (KB gzipped: measured / budget / target):");
  for (const page of pages) {
    const mark = !page.withinBudget ? "✖" : page.withinTarget ? "✓" : "·";
    log(
      `  ${mark} ${page.route.padEnd(40)} ${String(page.gzipKilobytes).padStart(4)} / ${String(page.budgetGzipKilobytes).padStart(4)} / ${page.targetGzipKilobytes}`,
    );
  }
  const problems = [
    ...over.map(
      (page) =>
        `${page.route} loads ${page.gzipKilobytes} KB of JavaScript before it can be used; its budget is ${page.budgetGzipKilobytes} KB`,
    ),
    ...slack.map(
      (page) =>
        `${page.route} now loads ${page.gzipKilobytes} KB: lower its interim ceiling in bundle-budgets.json to ${page.gzipKilobytes} (it was ${page.budgetGzipKilobytes})`,
    ),
    ...unknown.map(
      (route) => `bundle-budgets.json names ${route}, which the build has no page for`,
    ),
  ];
  if (problems.length > 0) throw new Error(`Bundle budgets:\n  ${problems.join("\n  ")}`);
  return pages;
}
