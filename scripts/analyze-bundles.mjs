// Which modules make up each page's first-load JavaScript: a text treemap per route, from a build
// made with browser source maps. Each chunk's bytes are attributed to the source files its map
// names (by the generated text each mapping covers), then scaled to the chunk's gzipped size, so
// the figures add up to what the budget check measures. Use it before cutting a page.
//
//   npm run analyze                       build with source maps into .next-analyze, then report
//   npm run analyze -- --no-build /dashboard /events/[id]     report only the routes named
//   npm run analyze -- --no-build --over  every page over its budget
//   npm run analyze -- --no-build --depth=files              source files instead of packages
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { spawnSync } from "node:child_process";
import { decode } from "@jridgewell/sourcemap-codec";
import { firstLoadJs } from "./lib/bundles.mjs";

const DIST = ".next-analyze";
const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith("--")));
const depth = [...flags].find((flag) => flag.startsWith("--depth="))?.slice(8) ?? "packages";
const top = Number([...flags].find((flag) => flag.startsWith("--top="))?.slice(6) ?? 25);
const routesNamed = args.filter((arg) => !arg.startsWith("--"));

if (!flags.has("--no-build")) {
  const built = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PITCHSIDE_DIST_DIR: DIST,
      PITCHSIDE_SOURCE_MAPS: "1",
      PITCHSIDE_SKIP_BUILD_CHECKS: "1",
    },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(`${DIST}/diagnostics/route-bundle-stats.json`)) {
  console.error(`No analysis build in ${DIST}: run \`npm run analyze\` without --no-build first.`);
  process.exit(1);
}

/** A source path as a reader groups it: a package name, or a file of this repository. */
function label(source) {
  const path = source.replace(/^.*?\[project\]\//, "").replace(/^(\.\.\/)+/, "");
  const inModules = path.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const rest = path.slice(inModules + "node_modules/".length).split("/");
    const pkg = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    if (depth === "files") return `${pkg}/${rest.slice(pkg.split("/").length).join("/")}`;
    return pkg === "next" && depth !== "files" ? `next/${rest[2] ?? ""}` : pkg;
  }
  return path.replace(/\s*\[.*$/, "");
}

/** Raw bytes per source label for one map section laid over the chunk's lines. */
function attribute(map, lines, lineOffset, columnOffset, into) {
  if (map.sections) {
    for (const section of map.sections) {
      attribute(section.map, lines, lineOffset + section.offset.line, section.offset.column, into);
    }
    return;
  }
  const decoded = decode(map.mappings);
  decoded.forEach((segments, index) => {
    const line = lines[lineOffset + index];
    if (line === undefined) return;
    const base = index === 0 ? columnOffset : 0;
    segments.forEach((segment, i) => {
      const start = base + segment[0];
      const end = i + 1 < segments.length ? base + segments[i + 1][0] : line.length;
      const source = segment.length > 1 ? map.sources[segment[1]] : null;
      const key = source ? label(source) : "(unmapped)";
      into.set(key, (into.get(key) ?? 0) + Math.max(0, end - start));
    });
  });
}

const chunkCache = new Map();
/** One chunk's gzipped bytes split over its sources, proportionally to their raw bytes. */
function chunkShares(chunk) {
  if (chunkCache.has(chunk)) return chunkCache.get(chunk);
  const file = chunk.replace(/^\.next\//, `${DIST}/`);
  const text = readFileSync(file, "utf8");
  const gzip = gzipSync(text).byteLength;
  const raw = new Map();
  // Turbopack names a chunk's map by its own hash: follow the chunk's sourceMappingURL.
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  const mapFile = mapName ? `${file.slice(0, file.lastIndexOf("/"))}/${mapName}` : `${file}.map`;
  if (existsSync(mapFile)) {
    attribute(JSON.parse(readFileSync(mapFile, "utf8")), text.split("\n"), 0, 0, raw);
  }
  const total = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
  const shares = new Map();
  if (raw.size === 0) shares.set(`(no map) ${chunk.split("/").pop()}`, gzip);
  for (const [key, bytes] of raw) shares.set(key, (bytes / total) * gzip);
  chunkCache.set(chunk, shares);
  return shares;
}

const stats = JSON.parse(readFileSync(`${DIST}/diagnostics/route-bundle-stats.json`, "utf8"));
const pages = firstLoadJs({ distDir: DIST });
const chosen = pages.filter((page) =>
  routesNamed.length > 0
    ? routesNamed.includes(page.route)
    : flags.has("--over")
      ? page.gzipKilobytes > page.targetGzipKilobytes
      : true,
);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
for (const page of chosen) {
  const entry = stats.find((candidate) => candidate.route === page.route);
  const totals = new Map();
  for (const chunk of entry.firstLoadChunkPaths) {
    for (const [key, bytes] of chunkShares(chunk)) totals.set(key, (totals.get(key) ?? 0) + bytes);
  }
  const sorted = [...totals].sort((a, b) => b[1] - a[1]);
  console.log(
    `\n${page.route}: ${page.gzipKilobytes} KB gzipped (target ${page.targetGzipKilobytes}, budget ${page.budgetGzipKilobytes})`,
  );
  for (const [key, bytes] of sorted.slice(0, top)) console.log(`  ${kb(bytes)}  ${key}`);
  const rest = sorted.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest > 0) console.log(`  ${kb(rest)}  (${sorted.length - top} more)`);
}
