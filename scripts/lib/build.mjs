// Build the production app only when a source file is newer than the last build.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { run } from "./process.mjs";

const SOURCES = [
  "app",
  "components",
  "lib",
  "inngest",
  "public",
  "drizzle",
  "types",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

export function buildIsCurrent() {
  const marker = path.join(process.env.PITCHSIDE_DIST_DIR || ".next", "BUILD_ID");
  if (!existsSync(marker)) return false;
  const built = statSync(marker).mtimeMs;
  return SOURCES.every((entry) => newestMtime(entry) <= built);
}

/** `next build` without its type check (`npm test` type-checks), when the build is stale. */
export async function ensureBuild({ force = false } = {}) {
  if (!force && buildIsCurrent()) return false;
  console.log("Building Pitchside (next build)...");
  await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PITCHSIDE_SKIP_BUILD_CHECKS: "1",
    },
  });
  return true;
}
