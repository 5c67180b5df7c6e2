// First-load JavaScript of every route, from the build's diagnostics, raw and gzipped, with its
// verdict against the budget (150 KB gzipped for the sign-in page, 180 KB for every other page).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export const FIRST_LOAD_BUDGET_KB = { "/auth": 150, default: 180 };

export function firstLoadJs() {
  const distDir = process.env.PITCHSIDE_DIST_DIR || ".next";
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
      const budgetGzipKilobytes = FIRST_LOAD_BUDGET_KB[entry.route] ?? FIRST_LOAD_BUDGET_KB.default;
      return {
        route: entry.route,
        kilobytes: Math.round(entry.firstLoadUncompressedJsBytes / 1024),
        gzipKilobytes,
        budgetGzipKilobytes,
        withinBudget: gzipKilobytes <= budgetGzipKilobytes,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
