// First-load JavaScript of every route, from the build's diagnostics, raw and gzipped.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

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
    .map((entry) => ({
      route: entry.route,
      kilobytes: Math.round(entry.firstLoadUncompressedJsBytes / 1024),
      gzipKilobytes: Math.round(
        entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipped(chunk), 0) / 1024,
      ),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
